/**
 * @generated SignedSource<<6f12f6b5a6054a04bda2eb833fe69d1f>>
 * @relayHash 22608874f52664e29d0874b8ab25d82b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9493d891a61a4c3f02ac2cfad3338874e2022c42b5be581d7ecfa2bd041afb2

import { ConcreteRequest } from 'relay-runtime';
export type MemberEventsWatcherMissedQuery$variables = Record<PropertyKey, never>;
export type MemberEventsWatcherMissedQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly pendingFriendRequestCount: number;
    readonly unreadMessageCount: number;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadMessageCount",
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
    "id": "d9493d891a61a4c3f02ac2cfad3338874e2022c42b5be581d7ecfa2bd041afb2",
    "metadata": {},
    "name": "MemberEventsWatcherMissedQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "884394f929bd382603922f13e207adc0";

export default node;
