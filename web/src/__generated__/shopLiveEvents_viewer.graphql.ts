/**
 * @generated SignedSource<<be9c082625fc3a0e9d112648a3a6e9e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type shopLiveEvents_viewer$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"WalletSummary_viewer">;
  readonly " $fragmentType": "shopLiveEvents_viewer";
};
export type shopLiveEvents_viewer$key = {
  readonly " $data"?: shopLiveEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"shopLiveEvents_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "shopLiveEvents_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WalletSummary_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c98865f9b40e0e0ae84945fda6dc6f72";

export default node;
