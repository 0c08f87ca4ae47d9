/**
 * @generated SignedSource<<b59c5cf8dda29406afaa26b92ce5e7d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type matchLiveEvents_viewer$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"EncounterPanel_viewer">;
  readonly " $fragmentType": "matchLiveEvents_viewer";
};
export type matchLiveEvents_viewer$key = {
  readonly " $data"?: matchLiveEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"matchLiveEvents_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "matchLiveEvents_viewer",
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
      "name": "EncounterPanel_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "17a24610e534ec19ae3d584823cbbe5b";

export default node;
