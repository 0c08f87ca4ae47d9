/**
 * @generated SignedSource<<d9236625c096df45c22092e1209928dc>>
 * @relayHash 5fb49820528db7416247db346dc7a869
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 767365d3bd6769acaf99251030cd05e4cd5a83246b2fad79297e5a9d2a510fd0

import { ConcreteRequest } from 'relay-runtime';
export type PasswordChangeInput = {
  currentPassword: string;
  password: string;
};
export type accountOpsPasswordChangeMutation$variables = {
  input: PasswordChangeInput;
};
export type accountOpsPasswordChangeMutation$data = {
  readonly passwordChange: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type accountOpsPasswordChangeMutation = {
  response: accountOpsPasswordChangeMutation$data;
  variables: accountOpsPasswordChangeMutation$variables;
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
    "name": "passwordChange",
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
    "name": "accountOpsPasswordChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountOpsPasswordChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "767365d3bd6769acaf99251030cd05e4cd5a83246b2fad79297e5a9d2a510fd0",
    "metadata": {},
    "name": "accountOpsPasswordChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03b496c29ffeda20e07e5a085145f81a";

export default node;
