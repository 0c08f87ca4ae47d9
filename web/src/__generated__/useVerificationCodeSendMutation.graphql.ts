/**
 * @generated SignedSource<<4d3e2f31606afef04c9a89c078a4f4eb>>
 * @relayHash fe5eb6f1c970af6349899b205690c53b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 332da8d76a03feaf8a3c5f548e5e693c5f6786c5d28fb3fde465913409a20e60

import { ConcreteRequest } from 'relay-runtime';
export type VerificationPurpose = "REGISTER" | "RESET_PASSWORD" | "%future added value";
export type VerificationCodeSendInput = {
  email: string;
  purpose: VerificationPurpose;
};
export type useVerificationCodeSendMutation$variables = {
  input: VerificationCodeSendInput;
};
export type useVerificationCodeSendMutation$data = {
  readonly verificationCodeSend: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly resendAfterSeconds?: number;
  };
};
export type useVerificationCodeSendMutation = {
  response: useVerificationCodeSendMutation$data;
  variables: useVerificationCodeSendMutation$variables;
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
    "name": "verificationCodeSend",
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
            "name": "resendAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "VerificationCodeSendPayload",
        "abstractKey": null
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
    "name": "useVerificationCodeSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerificationCodeSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "332da8d76a03feaf8a3c5f548e5e693c5f6786c5d28fb3fde465913409a20e60",
    "metadata": {},
    "name": "useVerificationCodeSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a39bb6a0b6e75d5230cbc2b91a5bc75";

export default node;
