/**
 * @generated SignedSource<<1d8ab2f70ac4ec755c1acf4b86e9f0d7>>
 * @relayHash 683b3fb2f77422d66d32619772307a8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3e8aec12206de13ccab8578e3faaa64913b2d8b84c041801134fb98715c5d64

import { ConcreteRequest } from 'relay-runtime';
export type StaffFiguresScreenQuery$variables = Record<PropertyKey, never>;
export type StaffFiguresScreenQuery$data = {
  readonly viewer: {
    readonly staffFigures: ReadonlyArray<{
      readonly coinsBought: number;
      readonly coinsSpent: number;
      readonly day: string;
      readonly messagesSent: number;
      readonly newMembers: number;
      readonly openReports: number;
    }> | null | undefined;
    readonly staffRole: string | null | undefined;
  } | null | undefined;
};
export type StaffFiguresScreenQuery = {
  response: StaffFiguresScreenQuery$data;
  variables: StaffFiguresScreenQuery$variables;
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
  "concreteType": "StaffDayFigures",
  "kind": "LinkedField",
  "name": "staffFigures",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "day",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newMembers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messagesSent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openReports",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coinsBought",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coinsSpent",
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
    "name": "StaffFiguresScreenQuery",
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
    "name": "StaffFiguresScreenQuery",
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
    "id": "a3e8aec12206de13ccab8578e3faaa64913b2d8b84c041801134fb98715c5d64",
    "metadata": {},
    "name": "StaffFiguresScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a119c1c1f14e69b817eb04c4720302a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
