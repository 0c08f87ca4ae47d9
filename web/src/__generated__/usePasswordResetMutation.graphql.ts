/**
 * @generated SignedSource<<27680347f311898a04272f67c6069056>>
 * @relayHash fb06e3e71d0bbe6fe483082ed38fa8de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ef54effad1b6cf7b11ed0b997c836e1b7292ac46a666430e6db22a572f65d06

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetInput = {
  code: string;
  email: string;
  password: string;
};
export type usePasswordResetMutation$variables = {
  input: PasswordResetInput;
};
export type usePasswordResetMutation$data = {
  readonly passwordReset: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type usePasswordResetMutation = {
  response: usePasswordResetMutation$data;
  variables: usePasswordResetMutation$variables;
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
    "name": "usePasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5ef54effad1b6cf7b11ed0b997c836e1b7292ac46a666430e6db22a572f65d06",
    "metadata": {},
    "name": "usePasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca8ee7688d54904ea2cdfef46acd1734";

export default node;
