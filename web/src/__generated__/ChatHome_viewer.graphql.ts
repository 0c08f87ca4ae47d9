/**
 * @generated SignedSource<<c264ef00656eb6fcc33473913b3b7407>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatHome_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChatFriends_viewer" | "ConversationList_viewer">;
  readonly " $fragmentType": "ChatHome_viewer";
};
export type ChatHome_viewer$key = {
  readonly " $data"?: ChatHome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatHome_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatHome_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConversationList_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatFriends_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1ce8b6b09e6766184528bf7f7fcedf73";

export default node;
