/**
 * @generated SignedSource<<51aafbbc269215da2853268853070a93>>
 * @relayHash 64c7039f1f75b1b70b605484b7f1eef3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10fa5f36fe6a337b162897e057aec1e09b560c68594792497648a865d188f627

import { ConcreteRequest } from 'relay-runtime';
export type StaffRole = "ADMIN" | "MODERATOR" | "SUPPORT" | "%future added value";
export type StaffSecondFactor = "ENROLLED" | "NONE" | "VERIFIED" | "%future added value";
export type StaffGateQuery$variables = Record<PropertyKey, never>;
export type StaffGateQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly staff: {
      readonly role: StaffRole | null | undefined;
      readonly secondFactor: StaffSecondFactor;
    };
  } | null | undefined;
};
export type StaffGateQuery = {
  response: StaffGateQuery$data;
  variables: StaffGateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffStatus",
        "kind": "LinkedField",
        "name": "staff",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secondFactor",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffGateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffGateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "10fa5f36fe6a337b162897e057aec1e09b560c68594792497648a865d188f627",
    "metadata": {},
    "name": "StaffGateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3665d5b734cf9b7a64cd24b9952f5da0";

export default node;
