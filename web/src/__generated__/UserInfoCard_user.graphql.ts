/**
 * @generated SignedSource<<f034f811a4112606822ab5829a0fbe3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserInfoCard_user$data = {
  readonly accountNumber: number;
  readonly age: number | null | undefined;
  readonly avatarUrl: string | null | undefined;
  readonly gender: Gender | null | undefined;
  readonly heightCm: number | null | undefined;
  readonly hobbies: ReadonlyArray<string>;
  readonly id: string;
  readonly language: string | null | undefined;
  readonly nickname: string;
  readonly occupation: string | null | undefined;
  readonly online: boolean;
  readonly regionCode: string | null | undefined;
  readonly signature: string | null | undefined;
  readonly spokenLanguages: ReadonlyArray<string>;
  readonly vipLevel: number;
  readonly weightKg: number | null | undefined;
  readonly " $fragmentType": "UserInfoCard_user";
};
export type UserInfoCard_user$key = {
  readonly " $data"?: UserInfoCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserInfoCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserInfoCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "online",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vipLevel",
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
      "name": "accountNumber",
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
      "name": "occupation",
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
      "name": "signature",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e5a461e7865f1fbe8719504b00ed2022";

export default node;
