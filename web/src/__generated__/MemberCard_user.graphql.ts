/**
 * @generated SignedSource<<43d0f6e5432be1911ee3135136132859>>
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
      "name": "online",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bf01088b5e2580e7711d25499f29f678";

export default node;
