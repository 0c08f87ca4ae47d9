/**
 * @generated SignedSource<<326355c148ae5cadb4a6ad008d9a2f5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillAsset = "COIN" | "MEMBERSHIP_CHARACTER" | "PACK_CHARACTER" | "%future added value";
export type BillMemberRole = "FROM" | "TO" | "WITH" | "%future added value";
export type BillUnlock = "FIRST_MESSAGE" | "PHOTOS" | "%future added value";
export type MembershipLevel = "SVIP" | "VIP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillLine_record$data = {
  readonly asset: BillAsset;
  readonly change: number;
  readonly characters: number | null | undefined;
  readonly gift: {
    readonly name: string;
  } | null | undefined;
  readonly giftCount: number | null | undefined;
  readonly item: string;
  readonly membershipLevel: MembershipLevel | null | undefined;
  readonly membershipMonths: number | null | undefined;
  readonly occurredAt: string;
  readonly otherMember: {
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly otherMemberRole: BillMemberRole | null | undefined;
  readonly translatedInto: string | null | undefined;
  readonly type: string;
  readonly unlock: BillUnlock | null | undefined;
  readonly " $fragmentType": "BillLine_record";
};
export type BillLine_record$key = {
  readonly " $data"?: BillLine_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillLine_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillLine_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "item",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "change",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occurredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Gift",
      "kind": "LinkedField",
      "name": "gift",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "giftCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "otherMember",
      "plural": false,
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherMemberRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "membershipLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "membershipMonths",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "characters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "translatedInto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unlock",
      "storageKey": null
    }
  ],
  "type": "BillRecord",
  "abstractKey": null
};

(node as any).hash = "9f2761b5354686d8a2bb8dee3cc130b3";

export default node;
