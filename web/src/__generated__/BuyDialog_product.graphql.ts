/**
 * @generated SignedSource<<8bb7d46f3770c5de16580d5b994557d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BuyDialog_product$data = {
  readonly goldCoins: number;
  readonly id: string;
  readonly name: string;
  readonly pictures: ReadonlyArray<string>;
  readonly stock: number;
  readonly " $fragmentType": "BuyDialog_product";
};
export type BuyDialog_product$key = {
  readonly " $data"?: BuyDialog_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyDialog_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BuyDialog_product",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goldCoins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pictures",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "a2cec4fe98c81db99910d0fb35791018";

export default node;
