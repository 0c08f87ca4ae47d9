/**
 * @generated SignedSource<<2168f218e9c0dc03b521e71e175fb56b>>
 * @relayHash ad7750b98dfb72f3ef0e04d3a4cc2261
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3819659ac13d26389255d644f1f1bae7fddd32b603a56c316744436d7c8d7353

import { ConcreteRequest } from 'relay-runtime';
export type PasswordChangeInput = {
  currentPassword: string;
  password: string;
};
export type usePasswordChangeMutation$variables = {
  input: PasswordChangeInput;
};
export type usePasswordChangeMutation$data = {
  readonly passwordChange: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type usePasswordChangeMutation = {
  response: usePasswordChangeMutation$data;
  variables: usePasswordChangeMutation$variables;
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
    "name": "usePasswordChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePasswordChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3819659ac13d26389255d644f1f1bae7fddd32b603a56c316744436d7c8d7353",
    "metadata": {},
    "name": "usePasswordChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "466b4aea7910449a6344d6375ec0a641";

export default node;
