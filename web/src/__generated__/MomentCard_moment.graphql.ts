/**
 * @generated SignedSource<<94a59bde8bc1b76fbe05ae71c10e81ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MomentAudience = "EVERYONE" | "FRIENDS" | "ONLY_ME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MomentCard_moment$data = {
  readonly audience: MomentAudience;
  readonly author: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly commentCount: number | null | undefined;
  readonly id: string;
  readonly isMine: boolean;
  readonly language: string | null | undefined;
  readonly pinned: boolean;
  readonly publishedAt: string;
  readonly text: string;
  readonly translation: {
    readonly engineName: string;
    readonly sourceLanguage: string;
    readonly targetLanguage: string;
    readonly text: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_moment" | "MomentOwnerMenu_moment" | "MomentPictures_moment">;
  readonly " $fragmentType": "MomentCard_moment";
};
export type MomentCard_moment$key = {
  readonly " $data"?: MomentCard_moment$data;
  readonly " $fragmentSpreads": FragmentRefs<"MomentCard_moment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MomentCard_moment",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "isMine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "audience",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MomentTranslation",
      "kind": "LinkedField",
      "name": "translation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceLanguage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetLanguage",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engineName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MomentPictures_moment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_moment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MomentOwnerMenu_moment"
    }
  ],
  "type": "Moment",
  "abstractKey": null
};
})();

(node as any).hash = "9ea569aba17c4836de7f9aed97f6cb6d";

export default node;
