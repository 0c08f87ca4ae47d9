/**
 * @generated SignedSource<<660ac2e0f7af3d17934bc0f4ed7e052a>>
 * @relayHash 1066bd52dc9bfa4b1a5b19d803b3b9bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 661d344a9d524ad13e1d66a2b483767c0d95eee5fbee0c3b6ca39dca7a43f454

import { ConcreteRequest } from 'relay-runtime';
export type MemberEventsWatcherSubscription$variables = Record<PropertyKey, never>;
export type MemberEventsWatcherSubscription$data = {
  readonly viewerEvents: {
    readonly __typename: string;
    readonly applicant?: {
      readonly friendRequestSent: boolean;
      readonly id: string;
      readonly isFriend: boolean;
      readonly nickname: string;
    } | null | undefined;
    readonly friend?: {
      readonly friendRequestSent: boolean;
      readonly id: string;
      readonly isFriend: boolean;
      readonly nickname: string;
    } | null | undefined;
    readonly occurredAt: string;
    readonly viewer: {
      readonly id: string;
      readonly pendingFriendRequestCount: number;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "viewerEvents",
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "occurredAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "applicant",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "FriendRequestReceivedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "friend",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "FriendRequestAcceptedEvent",
        "abstractKey": null
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
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberEventsWatcherSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "661d344a9d524ad13e1d66a2b483767c0d95eee5fbee0c3b6ca39dca7a43f454",
    "metadata": {},
    "name": "MemberEventsWatcherSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "323cfca650010cd2fcabaf85df92b9e8";

export default node;
