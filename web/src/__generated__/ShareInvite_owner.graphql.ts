/**
 * @generated SignedSource<<4cf0e39f7183fa95863f2fafbe847d69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareInvite_owner$data = {
  readonly avatarUrl: string | null | undefined;
  readonly id: string;
  readonly isFriend: boolean;
  readonly nickname: string;
  readonly " $fragmentType": "ShareInvite_owner";
};
export type ShareInvite_owner$key = {
  readonly " $data"?: ShareInvite_owner$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareInvite_owner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareInvite_owner",
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
      "name": "isFriend",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6c1d729acfa74e3dd6c46e0f8f040eff";

export default node;
