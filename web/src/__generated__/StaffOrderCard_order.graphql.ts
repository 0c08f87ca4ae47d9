/**
 * @generated SignedSource<<7afd0e90079197fdc452190b9547e685>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderFulfilment = "DELIVERED" | "NOT_SHIPPED" | "SHIPPED" | "%future added value";
export type OrderState = "AWAITING_ADDRESS" | "CANCELLED" | "CONFIRMED" | "DECLINED" | "EXPIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffOrderCard_order$data = {
  readonly address: {
    readonly address: string;
    readonly consignee: string;
    readonly phone: string;
  } | null | undefined;
  readonly buyer: {
    readonly nickname: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly fulfilment: OrderFulfilment;
  readonly goldCoins: number | null | undefined;
  readonly id: string;
  readonly product: {
    readonly name: string;
  } | null | undefined;
  readonly quantity: number;
  readonly recipient: {
    readonly nickname: string;
  } | null | undefined;
  readonly state: OrderState;
  readonly updatedAt: string;
  readonly " $fragmentType": "StaffOrderCard_order";
};
export type StaffOrderCard_order$key = {
  readonly " $data"?: StaffOrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffOrderCard_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "StaffOrderCard_order",
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
      "name": "state",
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
      "name": "quantity",
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
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "recipient",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "4f3ebeece42082508374e671c1c0c7f7";

export default node;
