/**
 * @generated SignedSource<<aac40c55844d75bfa819f08a8121e468>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_user" | "UserActions_user" | "UserAlbum_user" | "UserMoments_user">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMoments_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8e04fd4e1698ab1ddd6795e4583b01ab";

export default node;
