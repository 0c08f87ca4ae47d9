/**
 * @generated SignedSource<<1ea94e974be4a7a51f26595ac47d7120>>
 * @relayHash 9cc78905844f97608f5348f51a3069c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f0e7099cca834995e46e083d840e0a429a2cb3a88b5f824c457cf2aa1522e62

import { ConcreteRequest } from 'relay-runtime';
export type VerificationPurpose = "REGISTER" | "RESET_PASSWORD" | "%future added value";
export type VerificationCodeSendInput = {
  email: string;
  purpose: VerificationPurpose;
};
export type accountOpsCodeSendMutation$variables = {
  input: VerificationCodeSendInput;
};
export type accountOpsCodeSendMutation$data = {
  readonly verificationCodeSend: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly resendAfterSeconds?: number;
  };
};
export type accountOpsCodeSendMutation = {
  response: accountOpsCodeSendMutation$data;
  variables: accountOpsCodeSendMutation$variables;
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
    "name": "accountOpsCodeSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountOpsCodeSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f0e7099cca834995e46e083d840e0a429a2cb3a88b5f824c457cf2aa1522e62",
    "metadata": {},
    "name": "accountOpsCodeSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99cade03fe96a1f7156e0c4b0f62cb42";

export default node;
