/**
 * @generated SignedSource<<29a11d8a029745a41c50fe61c73cd1f4>>
 * @relayHash 004a3b5039eb75d4031b89de81eb2bc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21a2a69bdc17245282d428cfda3954ca19dcf9938fdfad5216317e43781c2ef5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type liveEventsMissedQuery$variables = Record<PropertyKey, never>;
export type liveEventsMissedQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"chatLiveEvents_viewer" | "friendsLiveEvents_viewer" | "shopLiveEvents_viewer">;
  } | null | undefined;
};
export type liveEventsMissedQuery = {
  response: liveEventsMissedQuery$data;
  variables: liveEventsMissedQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "liveEventsMissedQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "chatLiveEvents_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "friendsLiveEvents_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "shopLiveEvents_viewer"
          }
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
    "name": "liveEventsMissedQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadMessageCount",
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
            "name": "goldCoins",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "translationCharacters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "translationPackCharacters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "membershipTranslationCharacters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FreeTranslation",
            "kind": "LinkedField",
            "name": "freeTranslation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "charactersLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "charactersPerDay",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "freeGiftsLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "membershipExpiresAt",
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
                "name": "vipLevel",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "21a2a69bdc17245282d428cfda3954ca19dcf9938fdfad5216317e43781c2ef5",
    "metadata": {},
    "name": "liveEventsMissedQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "447135d9945d08469cd4bcffb424a17c";

export default node;
