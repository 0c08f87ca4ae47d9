/**
 * @generated SignedSource<<f0f68e40c4e36fc6c292776487589e0f>>
 * @relayHash 8745f874d75f45aa7d6ccb451af933ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60831f4817822794dc107c9d76fb7d95bb84fa89c8a0ac60d75bb9844c489037

import { ConcreteRequest } from 'relay-runtime';
export type MemberEventKind = "FRIEND_REQUEST_ACCEPTED" | "FRIEND_REQUEST_RECEIVED" | "%future added value";
export type MemberEventsWatcherSubscription$variables = Record<PropertyKey, never>;
export type MemberEventsWatcherSubscription$data = {
  readonly viewerEvents: {
    readonly kind: MemberEventKind;
    readonly occurredAt: string;
    readonly user: {
      readonly friendRequestSent: boolean;
      readonly id: string;
      readonly isFriend: boolean;
      readonly nickname: string;
    } | null | undefined;
    readonly viewer: {
      readonly id: string;
      readonly pendingFriendRequestCount: number | null | undefined;
    };
  };
};
export type MemberEventsWatcherSubscription = {
  response: MemberEventsWatcherSubscription$data;
  variables: MemberEventsWatcherSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MemberEvent",
    "kind": "LinkedField",
    "name": "viewerEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "occurredAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nickname",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFriend",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "friendRequestSent",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberEventsWatcherSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberEventsWatcherSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "60831f4817822794dc107c9d76fb7d95bb84fa89c8a0ac60d75bb9844c489037",
    "metadata": {},
    "name": "MemberEventsWatcherSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f2555900cdc78d0433468d8cb4c36e87";

export default node;
