/**
 * @generated SignedSource<<0f5e23e1c1d9e4ae5853db5ca63b9212>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoinsScreen_query$data = {
  readonly billTypes: ReadonlyArray<{
    readonly name: string;
    readonly type: string;
  }>;
  readonly coinPackages: ReadonlyArray<{
    readonly currency: string;
    readonly goldCoins: number;
    readonly packageId: number;
    readonly price: number;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BillList_viewer" | "WalletSummary_viewer">;
  } | null | undefined;
  readonly " $fragmentType": "CoinsScreen_query";
};
export type CoinsScreen_query$key = {
  readonly " $data"?: CoinsScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoinsScreen_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoinsScreen_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CoinPackage",
      "kind": "LinkedField",
      "name": "coinPackages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "packageId",
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
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BillType",
      "kind": "LinkedField",
      "name": "billTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "name": "WalletSummary_viewer"
        },
        {
          "args": [
            {
              "kind": "Literal",
              "name": "assets",
              "value": [
                "COIN"
              ]
            }
          ],
          "kind": "FragmentSpread",
          "name": "BillList_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7d0f71f989321e34b11dad2342d4ec02";

export default node;
