/**
 * @generated SignedSource<<1e727521fe51751a63a1859c0a1aaec4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnnouncementDetail_announcement$data = {
  readonly body: string;
  readonly id: string;
  readonly language: string;
  readonly pinned: boolean;
  readonly publishAt: string;
  readonly title: string;
  readonly unread: boolean;
  readonly " $fragmentType": "AnnouncementDetail_announcement";
};
export type AnnouncementDetail_announcement$key = {
  readonly " $data"?: AnnouncementDetail_announcement$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnouncementDetail_announcement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnouncementDetail_announcement",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
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
      "name": "pinned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unread",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishAt",
      "storageKey": null
    }
  ],
  "type": "Announcement",
  "abstractKey": null
};

(node as any).hash = "fa94912498659fce03d8d431ad2eb7e2";

export default node;
