/**
 * @generated SignedSource<<10af4249f3dc21d02d0cdde594375f73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberRow_user$data = {
  readonly accountNumber: number;
  readonly avatarUrl: string | null | undefined;
  readonly id: string;
  readonly nickname: string;
  readonly online: boolean;
  readonly " $fragmentType": "MemberRow_user";
};
export type MemberRow_user$key = {
  readonly " $data"?: MemberRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberRow_user",
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
      "name": "accountNumber",
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

(node as any).hash = "1e5aae8d808736a3793a1fb79fccb7fd";

export default node;
