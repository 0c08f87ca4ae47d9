/**
 * @generated SignedSource<<c046d88345d4f3c493528e7d07bb5b25>>
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
      readonly name: string;
      readonly translatesInto: ReadonlyArray<string>;
    }>;
    readonly user: {
      readonly language: string | null | undefined;
      readonly spokenLanguages: ReadonlyArray<string>;
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "spokenLanguages",
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
              "name": "translatesInto",
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

(node as any).hash = "e06d55101f36ace00fb2ea831acee206";

export default node;
