/**
 * @generated SignedSource<<a6b707ea3d5047064e690543f5111216>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletSummary_viewer$data = {
  readonly freeGiftsLeft: number | null | undefined;
  readonly freeTranslation: {
    readonly charactersLeft: number;
    readonly charactersPerDay: number;
  };
  readonly goldCoins: number;
  readonly id: string;
  readonly membershipExpiresAt: string | null | undefined;
  readonly membershipTranslationCharacters: number;
  readonly translationCharacters: number;
  readonly translationPackCharacters: number;
  readonly user: {
    readonly id: string;
    readonly vipLevel: number;
  };
  readonly " $fragmentType": "WalletSummary_viewer";
};
export type WalletSummary_viewer$key = {
  readonly " $data"?: WalletSummary_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletSummary_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletSummary_viewer",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "translationCharacters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "translationPackCharacters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "membershipTranslationCharacters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FreeTranslation",
      "kind": "LinkedField",
      "name": "freeTranslation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "charactersLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "charactersPerDay",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freeGiftsLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "membershipExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vipLevel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "f69f7eb5c35bcf389e8a06c81335ab1b";

export default node;
