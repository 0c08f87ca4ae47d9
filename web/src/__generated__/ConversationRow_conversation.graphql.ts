/**
 * @generated SignedSource<<7c2d5463d111990e1ecc196bcf256c25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageKind = "CUSTOM" | "IMAGE" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConversationRow_conversation$data = {
  readonly id: string;
  readonly isCustomerService: boolean;
  readonly lastMessage: {
    readonly burnAfterReading: boolean;
    readonly id: string;
    readonly isMine: boolean;
    readonly kind: MessageKind;
    readonly text: string | null | undefined;
    readonly translation: {
      readonly text: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly lastMessageAt: string | null | undefined;
  readonly peer: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
    readonly vipLevel: number;
  };
  readonly remarkName: string | null | undefined;
  readonly unreadCount: number;
  readonly " $fragmentType": "ConversationRow_conversation";
};
export type ConversationRow_conversation$key = {
  readonly " $data"?: ConversationRow_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationRow_conversation">;
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
  "name": "ConversationRow_conversation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCustomerService",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastMessageAt",
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
          "name": "avatarUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vipLevel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Message",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "burnAfterReading",
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

(node as any).hash = "1f9c92fca8fe9ee449fdf58a86e03e45";

export default node;
