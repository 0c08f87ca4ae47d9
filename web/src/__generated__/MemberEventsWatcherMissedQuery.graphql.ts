/**
 * @generated SignedSource<<b39c9887b495eecd2f32f6e9cab31db9>>
 * @relayHash b631422550aa66a3d2c61bf07155c4ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12e02a0921fc7312daef2c22d408c6f95692e82a27f861374a51bf4df934f252

import { ConcreteRequest } from 'relay-runtime';
export type MemberEventsWatcherMissedQuery$variables = Record<PropertyKey, never>;
export type MemberEventsWatcherMissedQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly pendingFriendRequestCount: number;
  } | null | undefined;
};
export type MemberEventsWatcherMissedQuery = {
  response: MemberEventsWatcherMissedQuery$data;
  variables: MemberEventsWatcherMissedQuery$variables;
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
        "kind": "ScalarField",
        "name": "pendingFriendRequestCount",
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
    "name": "MemberEventsWatcherMissedQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberEventsWatcherMissedQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "12e02a0921fc7312daef2c22d408c6f95692e82a27f861374a51bf4df934f252",
    "metadata": {},
    "name": "MemberEventsWatcherMissedQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe2b256933a0370726f010487ffa42ee";

export default node;
