/**
 * @generated SignedSource<<e773eafc58e59064c545f77823438a7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e9c23087d767ecabccc66bd9ab780ac2",
    "id": null,
    "metadata": {},
    "name": "accountOpsPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation accountOpsPasswordResetMutation(\n  $input: PasswordResetInput!\n) {\n  passwordReset(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a66a1a1bdb9f276b32e91f2dd9c344a2";

export default node;
