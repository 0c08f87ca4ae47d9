/**
 * @generated SignedSource<<18fcb353e0174d9948cf6833699045ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationPanel_conversation$data = {
  readonly claimedBy: {
    readonly nickname: string;
  } | null | undefined;
  readonly claimedByViewer: boolean;
  readonly history: {
    readonly hasEarlier: boolean;
    readonly messages: ReadonlyArray<{
      readonly fromMember: boolean;
      readonly id: string;
      readonly sentAt: string;
      readonly sentBy: {
        readonly nickname: string;
      } | null | undefined;
      readonly text: string | null | undefined;
      readonly translatedText: string | null | undefined;
      readonly type: string;
    }>;
  };
  readonly id: string;
  readonly member: {
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly memberContext: {
    readonly coins: number;
    readonly openSanction: {
      readonly banned: boolean;
      readonly until: string | null | undefined;
    } | null | undefined;
    readonly recentOrders: ReadonlyArray<{
      readonly buyer: boolean;
      readonly createdAt: string;
      readonly goods: string;
      readonly orderId: number;
      readonly quantity: number;
      readonly state: string;
      readonly totalCoins: number;
    }>;
    readonly recentPayments: ReadonlyArray<{
      readonly amountCents: number;
      readonly coins: number;
      readonly createdAt: string;
      readonly currency: string;
      readonly paymentId: string;
      readonly status: string;
    }>;
    readonly vipExpiresAt: string | null | undefined;
    readonly vipLevel: number;
  };
  readonly memberLanguage: string | null | undefined;
  readonly notes: ReadonlyArray<{
    readonly author: {
      readonly nickname: string;
    };
    readonly createdAt: string;
    readonly id: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "ConversationPanel_conversation";
};
export type ConversationPanel_conversation$key = {
  readonly " $data"?: ConversationPanel_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationPanel_conversation">;
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
  "name": "nickname",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "coins",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationPanel_conversation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberLanguage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimedByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "claimedBy",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "member",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
      "args": [
        {
          "kind": "Literal",
          "name": "last",
          "value": 30
        }
      ],
      "concreteType": "SupportMessageList",
      "kind": "LinkedField",
      "name": "history",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasEarlier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupportMessage",
          "kind": "LinkedField",
          "name": "messages",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fromMember",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "translatedText",
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
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "sentBy",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "history(last:30)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupportNote",
      "kind": "LinkedField",
      "name": "notes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupportMemberContext",
      "kind": "LinkedField",
      "name": "memberContext",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vipLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vipExpiresAt",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SupportMemberSanction",
          "kind": "LinkedField",
          "name": "openSanction",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "banned",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "until",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupportMemberOrder",
          "kind": "LinkedField",
          "name": "recentOrders",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "orderId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "goods",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCoins",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "buyer",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupportMemberPayment",
          "kind": "LinkedField",
          "name": "recentPayments",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "paymentId",
              "storageKey": null
            },
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amountCents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupportConversation",
  "abstractKey": null
};
})();

(node as any).hash = "9828327a37410a2782e9905da7f634b1";

export default node;
