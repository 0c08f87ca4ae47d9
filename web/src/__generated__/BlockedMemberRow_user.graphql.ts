/**
 * @generated SignedSource<<74afb7336268bb3bd70be4161f09eb6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlockedMemberRow_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly id: string;
  readonly nickname: string;
  readonly " $fragmentType": "BlockedMemberRow_user";
};
export type BlockedMemberRow_user$key = {
  readonly " $data"?: BlockedMemberRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlockedMemberRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlockedMemberRow_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9baf3b35876208cf7aa1dec64f97f8b7";

export default node;
