/**
 * @generated SignedSource<<0a89be4fe16a749283a75ce0b4bc25c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentRow_comment$data = {
  readonly author: {
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly isMine: boolean;
  readonly language: string | null | undefined;
  readonly parentId: string | null | undefined;
  readonly replyTo: {
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly text: string;
  readonly translation: {
    readonly engineName: string;
    readonly sourceLanguage: string;
    readonly targetLanguage: string;
    readonly text: string;
  } | null | undefined;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "CommentRow_comment";
};
export type CommentRow_comment$key = {
  readonly " $data"?: CommentRow_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentRow_comment">;
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
},
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nickname",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentRow_comment",
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
      "name": "parentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "replyTo",
      "plural": false,
      "selections": (v2/*:: as any*/),
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
    }
  ],
  "type": "MomentComment",
  "abstractKey": null
};
})();

(node as any).hash = "48d3dfe9a2b42eaadf4c7c16ce7a0415";

export default node;
