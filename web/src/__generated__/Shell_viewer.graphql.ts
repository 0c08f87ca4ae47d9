/**
 * @generated SignedSource<<fe50148f63d7ae939e11262fb8a12313>>
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a8c0dfb3e753ae7011a231400e01a4b6";

export default node;
