/**
 * @generated SignedSource<<a15eac6e4f36fc328b472cb93da11e6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoticeAudience = "EVERYONE" | "FOLLOWING" | "FRIENDS" | "NOBODY" | "%future added value";
export type NoticeKind = "COMMENT" | "FOLLOW" | "FRIEND" | "GIFT" | "LIKE" | "MATCH" | "REPLY" | "SHOP_GIFT" | "VISIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NoticeSettingsDialog_viewer$data = {
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

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4ab48fa4c58f0deb38573b0e6dd77cc1";

export default node;
