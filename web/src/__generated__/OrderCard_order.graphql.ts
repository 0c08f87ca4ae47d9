/**
 * @generated SignedSource<<0478885074ff83bb1652b899f2a6e7f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderAddressBy = "BUYER" | "RECIPIENT" | "%future added value";
export type OrderFulfilment = "DELIVERED" | "NOT_SHIPPED" | "SHIPPED" | "%future added value";
export type OrderHistoryBy = "BUYER" | "RECIPIENT" | "STAFF" | "SYSTEM" | "%future added value";
export type OrderHistoryWhat = "CANCELLED" | "CONFIRMED" | "DECLINED" | "DELIVERED" | "EXPIRED" | "PLACED" | "SHIPPED" | "%future added value";
export type OrderPayment = "HELD" | "RETURNED" | "TAKEN" | "%future added value";
export type OrderRole = "BUYER" | "RECIPIENT" | "STAFF" | "%future added value";
export type OrderState = "AWAITING_ADDRESS" | "CANCELLED" | "CONFIRMED" | "DECLINED" | "EXPIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderCard_order$data = {
  readonly address: {
    readonly address: string;
    readonly consignee: string;
    readonly phone: string;
  } | null | undefined;
  readonly addressBy: OrderAddressBy;
  readonly buyer: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly fulfilment: OrderFulfilment;
  readonly goldCoins: number | null | undefined;
  readonly history: ReadonlyArray<{
    readonly at: string;
    readonly by: OrderHistoryBy;
    readonly what: OrderHistoryWhat;
  }>;
  readonly id: string;
  readonly message: string;
  readonly payment: OrderPayment;
  readonly product: {
    readonly name: string;
    readonly pictures: ReadonlyArray<string>;
  } | null | undefined;
  readonly quantity: number;
  readonly recipient: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly role: OrderRole;
  readonly state: OrderState;
  readonly " $fragmentType": "OrderCard_order";
};
export type OrderCard_order$key = {
  readonly " $data"?: OrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCard_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fulfilment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goldCoins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderedProduct",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pictures",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderAddress",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consignee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "buyer",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "recipient",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "what",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "by",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        }
      ],
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
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "cc796403cb29d9712111f06a13b5c111";

export default node;
