/**
 * @generated SignedSource<<8ea2d53eed0843967aea6da7c8a8dfd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FriendTabs_viewer$data = {
  readonly pendingFriendRequestCount: number;
  readonly " $fragmentType": "FriendTabs_viewer";
};
export type FriendTabs_viewer$key = {
  readonly " $data"?: FriendTabs_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendTabs_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendTabs_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingFriendRequestCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "efa0b6d54ed000541da0ab9456e4a31e";

export default node;
