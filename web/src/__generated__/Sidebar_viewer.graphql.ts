/**
 * @generated SignedSource<<cd1c56e7bc5e93524e5ddca0e856df68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffRole = "ADMIN" | "MODERATOR" | "SUPPORT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Sidebar_viewer$data = {
  readonly freeTranslation: {
    readonly charactersLeft: number;
  };
  readonly goldCoins: number;
  readonly pendingFriendRequestCount: number;
  readonly staff: {
    readonly role: StaffRole | null | undefined;
  };
  readonly translationCharacters: number;
  readonly unreadAnnouncementCount: number;
  readonly unreadMessageCount: number;
  readonly unreadNoticeCount: number;
  readonly user: {
    readonly accountNumber: number;
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
    readonly vipLevel: number;
  };
  readonly " $fragmentType": "Sidebar_viewer";
};
export type Sidebar_viewer$key = {
  readonly " $data"?: Sidebar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Sidebar_viewer",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vipLevel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goldCoins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "translationCharacters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FreeTranslation",
      "kind": "LinkedField",
      "name": "freeTranslation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "charactersLeft",
          "storageKey": null
        }
      ],
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadNoticeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadAnnouncementCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffStatus",
      "kind": "LinkedField",
      "name": "staff",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f16221cd50c56a3ddf55c92d5509c122";

export default node;
