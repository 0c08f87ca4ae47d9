/**
 * @generated SignedSource<<d5cc709b31dbfb49df1bb863043bc500>>
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
      readonly toMine: boolean;
    }>;
    readonly user: {
      readonly language: string | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ComplaintDialog_query" | "TranslationBar_query">;
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
      "name": "ComplaintDialog_query"
    },
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
              "name": "toMine",
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

(node as any).hash = "ecf0efd0ecab91ae1f816649028ba8a5";

export default node;
