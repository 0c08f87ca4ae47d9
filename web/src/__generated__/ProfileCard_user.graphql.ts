/**
 * @generated SignedSource<<6d45fef5f8c55c9f61ce9c822e5642bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileCard_user$data = {
  readonly accountNumber: number;
  readonly age: number | null | undefined;
  readonly avatarUrl: string | null | undefined;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly gender: Gender | null | undefined;
  readonly heightCm: number | null | undefined;
  readonly hobbies: ReadonlyArray<string>;
  readonly language: string | null | undefined;
  readonly nickname: string;
  readonly occupation: string | null | undefined;
  readonly online: boolean;
  readonly regionCode: string | null | undefined;
  readonly signature: string | null | undefined;
  readonly spokenLanguages: ReadonlyArray<string>;
  readonly weightKg: number | null | undefined;
  readonly " $fragmentType": "ProfileCard_user";
};
export type ProfileCard_user$key = {
  readonly " $data"?: ProfileCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCard_user",
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
      "name": "accountNumber",
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
      "name": "age",
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
      "name": "online",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followingCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1c4667ba60bb8e3b33e4a9a105cba822";

export default node;
