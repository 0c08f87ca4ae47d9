/**
 * @generated SignedSource<<8f7414c2f9fa8d45a4dba25dd7ca3fbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserHomePage_user$data = {
  readonly id: string;
  readonly nickname: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_user" | "UserActions_user" | "UserAlbum_user">;
  readonly " $fragmentType": "UserHomePage_user";
};
export type UserHomePage_user$key = {
  readonly " $data"?: UserHomePage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserHomePage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserHomePage_user",
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
      "name": "nickname",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileCard_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserActions_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserAlbum_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4eb262173db249969c245130471d22d6";

export default node;
