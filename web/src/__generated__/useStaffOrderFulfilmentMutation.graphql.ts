/**
 * @generated SignedSource<<323e0d3ce2b0c75d575cb5dbaaca0f2c>>
 * @relayHash e03ca3fafe7c5ab985fb76de15fe8541
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38f450d04ae756dec6423216b313d763c3b84b4253a24aa572017d424d5e540c

import { ConcreteRequest } from 'relay-runtime';
export type OrderFulfilment = "DELIVERED" | "NOT_SHIPPED" | "SHIPPED" | "%future added value";
export type OrderFulfilmentStep = "DELIVERED" | "SHIPPED" | "%future added value";
export type OrderFulfilmentSetInput = {
  fulfilment: OrderFulfilmentStep;
  orderId: string;
};
export type useStaffOrderFulfilmentMutation$variables = {
  input: OrderFulfilmentSetInput;
};
export type useStaffOrderFulfilmentMutation$data = {
  readonly orderFulfilmentSet: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly fulfilment: OrderFulfilment;
      readonly id: string;
      readonly updatedAt: string;
    };
  };
};
export type useStaffOrderFulfilmentMutation = {
  response: useStaffOrderFulfilmentMutation$data;
  variables: useStaffOrderFulfilmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "orderFulfilmentSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
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
                "name": "fulfilment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OrderFulfilmentSetPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStaffOrderFulfilmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStaffOrderFulfilmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "38f450d04ae756dec6423216b313d763c3b84b4253a24aa572017d424d5e540c",
    "metadata": {},
    "name": "useStaffOrderFulfilmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28d9aa5189ecf6348f3f50132c667ae4";

export default node;
