/**
 * @generated SignedSource<<c3b9642c5fe2814c3a68d04250d56f07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyProfileCard_viewer$data = {
  readonly user: {
    readonly accountNumber: number;
    readonly avatarUrl: string | null | undefined;
    readonly followerCount: number;
    readonly followingCount: number;
    readonly nickname: string;
  };
  readonly visitorCounts: {
    readonly today: number;
    readonly total: number;
  };
  readonly " $fragmentType": "MyProfileCard_viewer";
};
export type MyProfileCard_viewer$key = {
  readonly " $data"?: MyProfileCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyProfileCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyProfileCard_viewer",
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
          "name": "followerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followingCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitorCounts",
      "kind": "LinkedField",
      "name": "visitorCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "today",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8e948b3673e51bce1353f392f73bca7d";

export default node;
