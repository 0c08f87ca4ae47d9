/**
 * @generated SignedSource<<7a6d33f07de7f9f78ab7aa6f6d5dada1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivacySettings_viewer$data = {
  readonly hideLikeCounts: boolean;
  readonly id: string;
  readonly privacySettings: {
    readonly commentsPublic: boolean;
    readonly friendRequestsNeedApproval: boolean;
    readonly hiddenFromSearch: boolean;
    readonly likesPublic: boolean;
    readonly onlineStatusHidden: boolean;
    readonly typingHidden: boolean;
  };
  readonly " $fragmentType": "PrivacySettings_viewer";
};
export type PrivacySettings_viewer$key = {
  readonly " $data"?: PrivacySettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivacySettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivacySettings_viewer",
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
      "concreteType": "PrivacySettings",
      "kind": "LinkedField",
      "name": "privacySettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "friendRequestsNeedApproval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "likesPublic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentsPublic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hiddenFromSearch",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onlineStatusHidden",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typingHidden",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideLikeCounts",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "2e8b116be56edf879b4580256caac66e";

export default node;
