/**
 * @generated SignedSource<<c7aadfacd71552d05faeaf89fafb389a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FriendRow_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly friendRemarkName: string | null | undefined;
  readonly id: string;
  readonly nickname: string;
  readonly online: boolean;
  readonly " $fragmentType": "FriendRow_user";
};
export type FriendRow_user$key = {
  readonly " $data"?: FriendRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendRow_user",
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
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "online",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "friendRemarkName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4c40246297feca2eb3b1edf792e00464";

export default node;
