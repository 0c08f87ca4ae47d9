/**
 * @generated SignedSource<<c6ee66cf7e0370b4f604fe074fbd25fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnnouncementState = "PUBLISHED" | "SCHEDULED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnnouncementEditor_announcement$data = {
  readonly id: string;
  readonly pinned: boolean;
  readonly publishAt: string;
  readonly state: AnnouncementState;
  readonly texts: ReadonlyArray<{
    readonly body: string;
    readonly language: string;
    readonly title: string;
  }>;
  readonly version: number;
  readonly " $fragmentType": "AnnouncementEditor_announcement";
};
export type AnnouncementEditor_announcement$key = {
  readonly " $data"?: AnnouncementEditor_announcement$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnouncementEditor_announcement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnouncementEditor_announcement",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StaffAnnouncement",
  "abstractKey": null
};

(node as any).hash = "43ac187dca7d09b16fe061c658643841";

export default node;
