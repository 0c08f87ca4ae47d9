/**
 * @generated SignedSource<<128d3c0dda80deba61ccb71b1b2378b0>>
 * @relayHash e9c23087d767ecabccc66bd9ab780ac2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 648846017fafcb95ab7093d3198992c9fa0aef65d878b5abe2fabf56f334730a

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetInput = {
  code: string;
  email: string;
  password: string;
};
export type accountOpsPasswordResetMutation$variables = {
  input: PasswordResetInput;
};
export type accountOpsPasswordResetMutation$data = {
  readonly passwordReset: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type accountOpsPasswordResetMutation = {
  response: accountOpsPasswordResetMutation$data;
  variables: accountOpsPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "passwordReset",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "accountOpsPasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountOpsPasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "648846017fafcb95ab7093d3198992c9fa0aef65d878b5abe2fabf56f334730a",
    "metadata": {},
    "name": "accountOpsPasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a66a1a1bdb9f276b32e91f2dd9c344a2";

export default node;
