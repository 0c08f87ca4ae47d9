/**
 * @generated SignedSource<<be9c6eb0f83bcdd611c83f798d6f11be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchFound_attempt$data = {
  readonly id: string;
  readonly partner: {
    readonly age: number | null | undefined;
    readonly avatarUrl: string | null | undefined;
    readonly followerCount: number;
    readonly id: string;
    readonly language: string | null | undefined;
    readonly nickname: string;
    readonly online: boolean;
    readonly regionCode: string | null | undefined;
    readonly spokenLanguages: ReadonlyArray<string>;
    readonly viewerIsFollowing: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"FriendButton_user">;
  } | null | undefined;
  readonly " $fragmentType": "MatchFound_attempt";
};
export type MatchFound_attempt$key = {
  readonly " $data"?: MatchFound_attempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchFound_attempt">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchFound_attempt",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "partner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "age",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "regionCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spokenLanguages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "online",
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
          "name": "viewerIsFollowing",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FriendButton_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MatchAttempt",
  "abstractKey": null
};
})();

(node as any).hash = "98a3349c3160aacaa206dddb74f73e1b";

export default node;
