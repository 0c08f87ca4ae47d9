/**
 * @generated SignedSource<<d30f4643ee9c4ff2ea4c89d5148ad9c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FriendRequestStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FriendsScreen_request$data = {
  readonly applicant: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  };
  readonly createdAt: string;
  readonly id: string;
  readonly message: string | null | undefined;
  readonly status: FriendRequestStatus;
  readonly " $fragmentType": "FriendsScreen_request";
};
export type FriendsScreen_request$key = {
  readonly " $data"?: FriendsScreen_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendsScreen_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendsScreen_request",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
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
          "name": "avatarUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FriendRequest",
  "abstractKey": null
};
})();

(node as any).hash = "cd2f2f76dcecdd9604ab6b025fcb5ab4";

export default node;
