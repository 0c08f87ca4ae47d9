/**
 * @generated SignedSource<<d1ee18826cad4d6bf06bf57d741c359d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TranslationFailure = "FAILED" | "INSUFFICIENT_BALANCE" | "UNAVAILABLE" | "%future added value";
export type TranslationOrigin = "ASKED" | "AUTO" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MessageTranslation_message$data = {
  readonly id: string;
  readonly isMine: boolean;
  readonly language: string | null | undefined;
  readonly text: string | null | undefined;
  readonly translation: {
    readonly charactersLeft: number | null | undefined;
    readonly engineName: string | null | undefined;
    readonly failure: TranslationFailure | null | undefined;
    readonly origin: TranslationOrigin;
    readonly sourceLanguage: string;
    readonly targetLanguage: string;
    readonly text: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MessageCorrection_message">;
  readonly " $fragmentType": "MessageTranslation_message";
};
export type MessageTranslation_message$key = {
  readonly " $data"?: MessageTranslation_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageTranslation_message">;
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
  "name": "MessageTranslation_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "origin",
          "storageKey": null
        },
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engineName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failure",
          "storageKey": null
        },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageCorrection_message"
    }
  ],
  "type": "Message",
  "abstractKey": null
};
})();

(node as any).hash = "2a32098c65082a513dfde042e601cb1f";

export default node;
