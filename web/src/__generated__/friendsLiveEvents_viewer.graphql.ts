/**
 * @generated SignedSource<<57eaac0a95a74d6bde5bda7b7405ff56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type friendsLiveEvents_viewer$data = {
  readonly id: string;
  readonly pendingFriendRequestCount: number;
  readonly " $fragmentType": "friendsLiveEvents_viewer";
};
export type friendsLiveEvents_viewer$key = {
  readonly " $data"?: friendsLiveEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"friendsLiveEvents_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "friendsLiveEvents_viewer",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "aa135a7ab823bd86fdcfb458765f8d85";

export default node;
