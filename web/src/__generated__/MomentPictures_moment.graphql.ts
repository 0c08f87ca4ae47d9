/**
 * @generated SignedSource<<c8f2c4b9dcac090b6fcb55f44d152837>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MomentKind = "BURN_AFTER_READING" | "NORMAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MomentPictures_moment$data = {
  readonly kind: MomentKind;
  readonly pictures: ReadonlyArray<{
    readonly height: number;
    readonly id: string;
    readonly url: string | null | undefined;
    readonly width: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"BurnPictures_moment">;
  readonly " $fragmentType": "MomentPictures_moment";
};
export type MomentPictures_moment$key = {
  readonly " $data"?: MomentPictures_moment$data;
  readonly " $fragmentSpreads": FragmentRefs<"MomentPictures_moment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MomentPictures_moment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MomentPicture",
      "kind": "LinkedField",
      "name": "pictures",
      "plural": true,
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BurnPictures_moment"
    }
  ],
  "type": "Moment",
  "abstractKey": null
};

(node as any).hash = "5050e69c2bc435c3b0f92706af4d62d5";

export default node;
