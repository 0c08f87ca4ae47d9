/**
 * @generated SignedSource<<85ef0c1c4e2af2d864cc93a5ae486bf4>>
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "FriendButton_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "dbe6c8c5c29311fd8e685b77562de5d1";

export default node;
