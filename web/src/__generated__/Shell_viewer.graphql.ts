/**
 * @generated SignedSource<<44553970a64dda09780bacc5d111922f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Shell_viewer$data = {
  readonly pendingFriendRequestCount: number;
  readonly profileComplete: boolean;
  readonly unreadMessageCount: number;
  readonly user: {
    readonly accountNumber: number;
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_viewer">;
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileComplete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingFriendRequestCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessageCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Sidebar_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1f4160f0be920d3e5aef3933667b0be0";

export default node;
