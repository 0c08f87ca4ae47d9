/**
 * @generated SignedSource<<ddbd0ee758fc4c620f21c0ea01964c43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserActions_user$data = {
  readonly followerCount: number;
  readonly id: string;
  readonly isFriend: boolean;
  readonly nickname: string;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"FriendButton_user">;
  readonly " $fragmentType": "UserActions_user";
};
export type UserActions_user$key = {
  readonly " $data"?: UserActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserActions_user",
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
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsFollowing",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "FriendButton_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6d61801de641c16e4e914113fc325c12";

export default node;
