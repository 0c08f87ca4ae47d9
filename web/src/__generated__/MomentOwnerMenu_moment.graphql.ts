/**
 * @generated SignedSource<<3163cda189e669b43a715a6597375522>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MomentOwnerMenu_moment$data = {
  readonly id: string;
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
    }
  ],
  "type": "Moment",
  "abstractKey": null
};

(node as any).hash = "9439cc7b53dc15f56865f32b08404bcf";

export default node;
