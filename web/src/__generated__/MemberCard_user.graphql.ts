/**
 * @generated SignedSource<<2f739c6647904962d47f30cc4c77984e>>
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
  readonly nickname: string;
  readonly online: boolean;
  readonly regionCode: string | null | undefined;
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
      "name": "online",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6cf55371d9829e1b87ee72524618cd69";

export default node;
