/**
 * @generated SignedSource<<77e59d23eee8091a74fcee2bccc0ec6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TranslationBar_query$data = {
  readonly viewer: {
    readonly freeTranslation: {
      readonly charactersLeft: number;
      readonly charactersPerDay: number;
    };
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

(node as any).hash = "8e44af565c84fe6e165c646e1a062424";

export default node;
