/**
 * @generated SignedSource<<a27ad0425ddcc1990c07e8a512b5d4b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useProfileDraft_viewer$data = {
  readonly birthday: {
    readonly day: number;
    readonly month: number;
    readonly year: number;
  } | null | undefined;
  readonly heightVisible: boolean;
  readonly user: {
    readonly avatarUrl: string | null | undefined;
    readonly gender: Gender | null | undefined;
    readonly heightCm: number | null | undefined;
    readonly hobbies: ReadonlyArray<string>;
    readonly language: string | null | undefined;
    readonly nickname: string;
    readonly occupation: string | null | undefined;
    readonly regionCode: string | null | undefined;
    readonly signature: string | null | undefined;
    readonly spokenLanguages: ReadonlyArray<string>;
    readonly weightKg: number | null | undefined;
  };
  readonly weightVisible: boolean;
  readonly " $fragmentType": "useProfileDraft_viewer";
};
export type useProfileDraft_viewer$key = {
  readonly " $data"?: useProfileDraft_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useProfileDraft_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useProfileDraft_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heightVisible",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weightVisible",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Birthday",
      "kind": "LinkedField",
      "name": "birthday",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        }
      ],
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gender",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "regionCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heightCm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weightKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "occupation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hobbies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signature",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6ad502f31ad5ad1010f9e8ad703af312";

export default node;
