/**
 * @generated SignedSource<<991bc0e2cde066a564299b9302e7213c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OutgoingTranslation = "LANGUAGE" | "OFF" | "PEER_LANGUAGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TranslationBar_conversation$data = {
  readonly id: string;
  readonly peer: {
    readonly id: string;
    readonly nickname: string;
    readonly spokenLanguages: ReadonlyArray<string>;
  };
  readonly remarkName: string | null | undefined;
  readonly translation: {
    readonly autoTranslateIncoming: boolean;
    readonly outgoing: OutgoingTranslation;
    readonly outgoingLanguage: string | null | undefined;
    readonly peerLanguage: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "TranslationBar_conversation";
};
export type TranslationBar_conversation$key = {
  readonly " $data"?: TranslationBar_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"TranslationBar_conversation">;
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
  "name": "TranslationBar_conversation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remarkName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "peer",
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
          "name": "spokenLanguages",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConversationTranslation",
      "kind": "LinkedField",
      "name": "translation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outgoing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outgoingLanguage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "peerLanguage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "autoTranslateIncoming",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};
})();

(node as any).hash = "81af0d43e6d4ebb96b44a192eef03aa5";

export default node;
