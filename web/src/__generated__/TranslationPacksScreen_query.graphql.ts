/**
 * @generated SignedSource<<75b47b217b28d7ecbfb38c451827850b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TranslationPacksScreen_query$data = {
  readonly packsViewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BillList_viewer" | "WalletSummary_viewer">;
  } | null | undefined;
  readonly translationPacks: ReadonlyArray<{
    readonly characters: number;
    readonly goldCoins: number;
    readonly packId: number;
  }>;
  readonly " $fragmentType": "TranslationPacksScreen_query";
};
export type TranslationPacksScreen_query$key = {
  readonly " $data"?: TranslationPacksScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TranslationPacksScreen_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TranslationPacksScreen_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TranslationPack",
      "kind": "LinkedField",
      "name": "translationPacks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "packId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "characters",
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
      "storageKey": null
    },
    {
      "alias": "packsViewer",
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
                "PACK_CHARACTER",
                "MEMBERSHIP_CHARACTER"
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

(node as any).hash = "195453b9b63952dc3e950692e7ab6130";

export default node;
