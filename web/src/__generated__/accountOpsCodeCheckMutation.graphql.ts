/**
 * @generated SignedSource<<0379a853189d42079aa9188c09ac4f04>>
 * @relayHash 14b1611eefb672f266cf719f500142c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32054677ecd1c0c4e5ecad5b5e84bb592d64c78b2ecc44b44e3489d65449eac1

import { ConcreteRequest } from 'relay-runtime';
export type VerificationPurpose = "REGISTER" | "RESET_PASSWORD" | "%future added value";
export type VerificationCodeCheckInput = {
  code: string;
  email: string;
  purpose: VerificationPurpose;
};
export type accountOpsCodeCheckMutation$variables = {
  input: VerificationCodeCheckInput;
};
export type accountOpsCodeCheckMutation$data = {
  readonly verificationCodeCheck: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type accountOpsCodeCheckMutation = {
  response: accountOpsCodeCheckMutation$data;
  variables: accountOpsCodeCheckMutation$variables;
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
    "name": "accountOpsCodeCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountOpsCodeCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "32054677ecd1c0c4e5ecad5b5e84bb592d64c78b2ecc44b44e3489d65449eac1",
    "metadata": {},
    "name": "accountOpsCodeCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b26de8dda18ecaba73e6d8e7639e610";

export default node;
