/**
 * @generated SignedSource<<a2ffae8d7a652ca6b512fd63ad6bd773>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BurnState = "UNVIEWED" | "VIEWED" | "%future added value";
export type MessageKind = "CUSTOM" | "IMAGE" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MessageBubble_message$data = {
  readonly burnAfterReading: boolean;
  readonly burnState: BurnState | null | undefined;
  readonly clientId: string | null | undefined;
  readonly id: string;
  readonly image: {
    readonly height: number | null | undefined;
    readonly url: string | null | undefined;
    readonly width: number | null | undefined;
  } | null | undefined;
  readonly isMine: boolean;
  readonly kind: MessageKind;
  readonly readByPeer: boolean | null | undefined;
  readonly sentAt: string;
  readonly text: string | null | undefined;
  readonly " $fragmentType": "MessageBubble_message";
};
export type MessageBubble_message$key = {
  readonly " $data"?: MessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageBubble_message",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MessageImage",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "burnAfterReading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "burnState",
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
      "name": "readByPeer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientId",
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "26524e248fa85f212692d156f44df33f";

export default node;
