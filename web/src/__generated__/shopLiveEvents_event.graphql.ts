/**
 * @generated SignedSource<<ee72158df4d116bc40a0f48984f6ea74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type shopLiveEvents_event$data = {
  readonly viewer?: {
    readonly " $fragmentSpreads": FragmentRefs<"shopLiveEvents_viewer">;
  };
  readonly " $fragmentType": "shopLiveEvents_event";
};
export type shopLiveEvents_event$key = {
  readonly " $data"?: shopLiveEvents_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"shopLiveEvents_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "shopLiveEvents_event",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "shopLiveEvents_viewer"
            }
          ],
          "storageKey": null
        }
      ],
      "type": "WalletChangedEvent",
      "abstractKey": null
    }
  ],
  "type": "ViewerEvent",
  "abstractKey": "__isViewerEvent"
};

(node as any).hash = "86e8e66c660da6de873bfd866adf4c67";

export default node;
