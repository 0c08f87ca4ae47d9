/**
 * @generated SignedSource<<d96b4ca8b7ebc1fc1280b301a8d6bdb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FriendButton_user$data = {
  readonly friendRequestSent: boolean;
  readonly id: string;
  readonly isFriend: boolean;
  readonly nickname: string;
  readonly " $fragmentType": "FriendButton_user";
};
export type FriendButton_user$key = {
  readonly " $data"?: FriendButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendButton_user",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "51814af9e24b43e98f84060527dcf57c";

export default node;
