/**
 * @generated SignedSource<<0c6be434daf6fd62119ab09b71dc32dd>>
 * @relayHash 0cb7a01f9662f7b6de2babf70f7ec55e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca40863cb04b8a260c2374b197ce705dff3ae43aee84126bf099029828d3b761

import { ConcreteRequest } from 'relay-runtime';
export type FriendsScreenQuery$variables = Record<PropertyKey, never>;
export type FriendsScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly pendingFriendRequestCount: number | null | undefined;
  } | null | undefined;
};
export type FriendsScreenQuery = {
  response: FriendsScreenQuery$data;
  variables: FriendsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
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
    "name": "FriendsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FriendsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ca40863cb04b8a260c2374b197ce705dff3ae43aee84126bf099029828d3b761",
    "metadata": {},
    "name": "FriendsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6983aa884e64986bd364a6813e734d39";

export default node;
