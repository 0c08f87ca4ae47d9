/**
 * @generated SignedSource<<408d1cf97367e0eabf289f1c3112e538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mallLiveEvents_viewer$data = {
  readonly goldCoins: number;
  readonly id: string;
  readonly " $fragmentType": "mallLiveEvents_viewer";
};
export type mallLiveEvents_viewer$key = {
  readonly " $data"?: mallLiveEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"mallLiveEvents_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "mallLiveEvents_viewer",
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
      "name": "goldCoins",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7e2ac224dd1fc85ca5265db510270c00";

export default node;
