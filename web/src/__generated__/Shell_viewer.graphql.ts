/**
 * @generated SignedSource<<5bc87d8004b75017561ea272722a7c10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Shell_viewer$data = {
  readonly accountNumber: number;
  readonly avatarUrl: string | null | undefined;
  readonly nickname: string;
  readonly profileComplete: boolean | null | undefined;
  readonly " $fragmentType": "Shell_viewer";
};
export type Shell_viewer$key = {
  readonly " $data"?: Shell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Shell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Shell_viewer",
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
      "name": "accountNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileComplete",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c32c9fecef0d088cea75a318fac267f8";

export default node;
