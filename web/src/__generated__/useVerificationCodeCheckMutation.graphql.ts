/**
 * @generated SignedSource<<35180e736ba7597f2c5b30482b245ac7>>
 * @relayHash 4bbb5b1f99d657950de64c3d5e05f870
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 548163e3398a5e69678a0b5d716731ac185b2c01a8a10b7af5123f954c669d6b

import { ConcreteRequest } from 'relay-runtime';
export type VerificationPurpose = "REGISTER" | "RESET_PASSWORD" | "%future added value";
export type VerificationCodeCheckInput = {
  code: string;
  email: string;
  purpose: VerificationPurpose;
};
export type useVerificationCodeCheckMutation$variables = {
  input: VerificationCodeCheckInput;
};
export type useVerificationCodeCheckMutation$data = {
  readonly verificationCodeCheck: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type useVerificationCodeCheckMutation = {
  response: useVerificationCodeCheckMutation$data;
  variables: useVerificationCodeCheckMutation$variables;
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
    "name": "verificationCodeCheck",
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
    "name": "useVerificationCodeCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerificationCodeCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "548163e3398a5e69678a0b5d716731ac185b2c01a8a10b7af5123f954c669d6b",
    "metadata": {},
    "name": "useVerificationCodeCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "133428ea0fe04eea8c88821b5c4b8040";

export default node;
