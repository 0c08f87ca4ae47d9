/**
 * @generated SignedSource<<7e863f2e2e452293053e7036ddf33054>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MomentKind = "BURN_AFTER_READING" | "NORMAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MomentOwnerMenu_moment$data = {
  readonly id: string;
  readonly kind: MomentKind;
  readonly pinned: boolean;
  readonly " $fragmentType": "MomentOwnerMenu_moment";
};
export type MomentOwnerMenu_moment$key = {
  readonly " $data"?: MomentOwnerMenu_moment$data;
  readonly " $fragmentSpreads": FragmentRefs<"MomentOwnerMenu_moment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MomentOwnerMenu_moment",
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
      "name": "pinned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    }
  ],
  "type": "Moment",
  "abstractKey": null
};

(node as any).hash = "a9930c6330aaf840629bbe138ac4bde7";

export default node;
