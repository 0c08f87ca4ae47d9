/**
 * @generated SignedSource<<61ee8589f510c12f73bceb5986bc96a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayNotice_viewer$data = {
  readonly id: string;
  readonly payNoticeShown: boolean;
  readonly " $fragmentType": "PayNotice_viewer";
};
export type PayNotice_viewer$key = {
  readonly " $data"?: PayNotice_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayNotice_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayNotice_viewer",
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
      "name": "payNoticeShown",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "90131e9a7921b6233c2c3d787158870f";

export default node;
