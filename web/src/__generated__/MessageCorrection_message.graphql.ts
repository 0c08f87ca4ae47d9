/**
 * @generated SignedSource<<4417a7b080b2ed9ab3c9fc4a16ee270b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageCorrection_message$data = {
  readonly correction: {
    readonly author: {
      readonly nickname: string;
    } | null | undefined;
    readonly language: string;
    readonly text: string;
  } | null | undefined;
  readonly id: string;
  readonly isMine: boolean;
  readonly translation: {
    readonly targetLanguage: string;
    readonly text: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "MessageCorrection_message";
};
export type MessageCorrection_message$key = {
  readonly " $data"?: MessageCorrection_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageCorrection_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "MessageCorrection_message",
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
      "name": "isMine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MessageTranslation",
      "kind": "LinkedField",
      "name": "translation",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetLanguage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MessageCorrection",
      "kind": "LinkedField",
      "name": "correction",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nickname",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};
})();

(node as any).hash = "55133dd76487fd6328027a9c88c6369d";

export default node;
