/**
 * @generated SignedSource<<f471f83c4c7b27fc629242383c56de28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberCard_user$data = {
  readonly age: number | null | undefined;
  readonly avatarUrl: string | null | undefined;
  readonly language: string | null | undefined;
  readonly nickname: string;
  readonly online: boolean;
  readonly regionCode: string | null | undefined;
  readonly spokenLanguages: ReadonlyArray<string>;
  readonly " $fragmentType": "MemberCard_user";
};
export type MemberCard_user$key = {
  readonly " $data"?: MemberCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberCard_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d0a5ef9b4002c5f3a7137cfab753a0bf";

export default node;
