/**
 * @generated SignedSource<<0b0c7b2f52d136fc77ed18eff1558379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnnouncementState = "PUBLISHED" | "SCHEDULED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffAnnouncementRow_announcement$data = {
  readonly authorName: string | null | undefined;
  readonly id: string;
  readonly pinned: boolean;
  readonly publishAt: string;
  readonly state: AnnouncementState;
  readonly texts: ReadonlyArray<{
    readonly language: string;
    readonly title: string;
  }>;
  readonly version: number;
  readonly withdrawnAt: string | null | undefined;
  readonly " $fragmentType": "StaffAnnouncementRow_announcement";
};
export type StaffAnnouncementRow_announcement$key = {
  readonly " $data"?: StaffAnnouncementRow_announcement$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffAnnouncementRow_announcement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffAnnouncementRow_announcement",
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
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
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
      "name": "publishAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "withdrawnAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffAnnouncementText",
      "kind": "LinkedField",
      "name": "texts",
      "plural": true,
      "selections": [
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
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StaffAnnouncement",
  "abstractKey": null
};

(node as any).hash = "6ac0c538114704ad6719f027c16652b0";

export default node;
