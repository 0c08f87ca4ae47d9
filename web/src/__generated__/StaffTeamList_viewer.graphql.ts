/**
 * @generated SignedSource<<94f252cc710a3f4e23db19793b030579>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffRole = "ADMIN" | "MODERATOR" | "SUPPORT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffTeamList_viewer$data = {
  readonly staffMembers: ReadonlyArray<{
    readonly email: string;
    readonly enrolled: boolean;
    readonly nickname: string;
    readonly role: StaffRole;
    readonly user: string;
  }> | null | undefined;
  readonly " $fragmentType": "StaffTeamList_viewer";
};
export type StaffTeamList_viewer$key = {
  readonly " $data"?: StaffTeamList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffTeamList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffTeamList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffMember",
      "kind": "LinkedField",
      "name": "staffMembers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "user",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
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
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enrolled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a554378a3a4f153d51ac66762f86cca5";

export default node;
