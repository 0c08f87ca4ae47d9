/**
 * @generated SignedSource<<f57f4c1141aecfe3b1748e7b1cfe021d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BurnState = "UNVIEWED" | "VIEWED" | "%future added value";
export type MessageKind = "CUSTOM" | "IMAGE" | "TEXT" | "%future added value";
export type RedPacketStatus = "OPENED" | "RETURNED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MessageBubble_message$data = {
  readonly burnAfterReading: boolean;
  readonly burnState: BurnState | null | undefined;
  readonly clientId: string | null | undefined;
  readonly custom: {
    readonly amount: number | null | undefined;
    readonly gift: {
      readonly name: string;
    } | null | undefined;
    readonly note: string | null | undefined;
    readonly redPacket: {
      readonly status: RedPacketStatus;
    } | null | undefined;
    readonly type: string;
    readonly url: string | null | undefined;
  } | null | undefined;
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
  readonly " $fragmentSpreads": FragmentRefs<"MessageTranslation_message">;
  readonly " $fragmentType": "MessageBubble_message";
};
export type MessageBubble_message$key = {
  readonly " $data"?: MessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageTranslation_message"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MessageImage",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "concreteType": "MessageCustom",
      "kind": "LinkedField",
      "name": "custom",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Gift",
          "kind": "LinkedField",
          "name": "gift",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RedPacket",
          "kind": "LinkedField",
          "name": "redPacket",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
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
})();

(node as any).hash = "80f6b03e81641f3159b4e1b6689cc2cc";

export default node;
