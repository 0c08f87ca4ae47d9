/**
 * @generated SignedSource<<2bab66ff64e66043f54e575fd920d52e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TranslationBar_query$data = {
  readonly viewer: {
    readonly translationEngine: string | null | undefined;
    readonly translationLanguages: ReadonlyArray<{
      readonly code: string;
      readonly fromMine: boolean;
      readonly name: string;
    }>;
    readonly user: {
      readonly language: string | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentType": "TranslationBar_query";
};
export type TranslationBar_query$key = {
  readonly " $data"?: TranslationBar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TranslationBar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TranslationBar_query",
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
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "language",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "translationEngine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TranslationLanguage",
          "kind": "LinkedField",
          "name": "translationLanguages",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
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
              "name": "fromMine",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ffa4c4b0d9371fb16dc252dde9e1ed49";

export default node;
