/**
 * @generated SignedSource<<3222941de0d71f94290c4705ac5a813f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnnouncementRow_announcement$data = {
  readonly id: string;
  readonly pinned: boolean;
  readonly publishAt: string;
  readonly title: string;
  readonly unread: boolean;
  readonly " $fragmentType": "AnnouncementRow_announcement";
};
export type AnnouncementRow_announcement$key = {
  readonly " $data"?: AnnouncementRow_announcement$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnouncementRow_announcement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnouncementRow_announcement",
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

(node as any).hash = "e5d265afe56785bbf883231f18802a95";

export default node;
