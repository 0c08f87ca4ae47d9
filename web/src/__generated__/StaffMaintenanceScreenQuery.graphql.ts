/**
 * @generated SignedSource<<4d44ddeeb7f47c1476ad9abb62047711>>
 * @relayHash d4386c5fd6e5cf3f32f5eb7e9dd35fdd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d2d2ec45f45020d32e4aaef0506cdc5c5f31acf687326055a7fdafc50466b53

import { ConcreteRequest } from 'relay-runtime';
export type StaffMaintenanceScreenQuery$variables = Record<PropertyKey, never>;
export type StaffMaintenanceScreenQuery$data = {
  readonly viewer: {
    readonly maintenanceDesk: {
      readonly window: {
        readonly active: boolean;
        readonly endsAt: string;
        readonly startsAt: string;
        readonly texts: ReadonlyArray<{
          readonly language: string;
          readonly message: string;
        }>;
      } | null | undefined;
    } | null | undefined;
    readonly staffRole: string | null | undefined;
  } | null | undefined;
};
export type StaffMaintenanceScreenQuery = {
  response: StaffMaintenanceScreenQuery$data;
  variables: StaffMaintenanceScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "staffRole",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "MaintenanceDesk",
  "kind": "LinkedField",
  "name": "maintenanceDesk",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffMaintenanceWindow",
      "kind": "LinkedField",
      "name": "window",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "StaffMaintenanceText",
          "kind": "LinkedField",
          "name": "texts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "language",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffMaintenanceScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffMaintenanceScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2d2d2ec45f45020d32e4aaef0506cdc5c5f31acf687326055a7fdafc50466b53",
    "metadata": {},
    "name": "StaffMaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "706fc2593e905636217aa053a2c0ebfa";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
