/**
 * @generated SignedSource<<ccd643fd8e35300fc05f9d2a0d9f133c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoticeAudience = "EVERYONE" | "FOLLOWING" | "FRIENDS" | "NOBODY" | "%future added value";
export type NoticeKind = "COMMENT" | "FOLLOW" | "FRIEND" | "GIFT" | "LIKE" | "MATCH" | "MODERATION_WARNING" | "REPLY" | "REPORT_OUTCOME" | "SHOP_GIFT" | "VISIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NoticeSettingsDialog_viewer$data = {
  readonly noticeMutedMembers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarUrl: string | null | undefined;
        readonly id: string;
        readonly nickname: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly noticeSettings: ReadonlyArray<{
    readonly audience: NoticeAudience;
    readonly kind: NoticeKind;
    readonly push: boolean;
  }>;
  readonly " $fragmentType": "NoticeSettingsDialog_viewer";
};
export type NoticeSettingsDialog_viewer$key = {
  readonly " $data"?: NoticeSettingsDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoticeSettingsDialog_viewer">;
};

import NoticeSettingsDialogRefetchQuery_graphql from './NoticeSettingsDialogRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": NoticeSettingsDialogRefetchQuery_graphql
    }
  },
  "name": "NoticeSettingsDialog_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NoticeKindSetting",
      "kind": "LinkedField",
      "name": "noticeSettings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "audience",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "push",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ViewerNoticeMutedMembersConnection",
      "kind": "LinkedField",
      "name": "noticeMutedMembers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ViewerNoticeMutedMembersConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "avatarUrl",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "noticeMutedMembers(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1391cd33a9d97251fec21e9e7b88466c";

export default node;
