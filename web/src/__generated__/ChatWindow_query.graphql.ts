/**
 * @generated SignedSource<<e4079e08b936e3c3b764ea7c5b14d17b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatWindow_query$data = {
  readonly viewer: {
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
  readonly " $fragmentSpreads": FragmentRefs<"TranslationBar_query">;
  readonly " $fragmentType": "ChatWindow_query";
};
export type ChatWindow_query$key = {
  readonly " $data"?: ChatWindow_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatWindow_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatWindow_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TranslationBar_query"
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

(node as any).hash = "f6af1b5e4f7e2f79d7e6c54f6683bddd";

export default node;
