/**
 * @generated SignedSource<<1f5937dee1d6a04b1e2e3ed44911c016>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type chatLiveEvents_viewer$data = {
  readonly id: string;
  readonly unreadMessageCount: number;
  readonly " $fragmentType": "chatLiveEvents_viewer";
};
export type chatLiveEvents_viewer$key = {
  readonly " $data"?: chatLiveEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"chatLiveEvents_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "chatLiveEvents_viewer",
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
      "name": "unreadMessageCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "bbd05aff88dd895237bc831ac0973d27";

export default node;
