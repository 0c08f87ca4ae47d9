/**
 * @generated SignedSource<<e098133a589ac34816cb38f9b4529e97>>
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

(node as any).hash = "a6c0d23e5ea1b0474f0853e9e4317771";

export default node;
