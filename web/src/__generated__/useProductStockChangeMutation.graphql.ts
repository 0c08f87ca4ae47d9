/**
 * @generated SignedSource<<d42b2f9a7aa41c997e0f3e0a4d461ea1>>
 * @relayHash c01bfa04e17c68ff7eec8890d3ac6665
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c8be630c6bebaf7196266b4a5d9f50641f41084dffc63d8d96d8d94bd7fa861

import { ConcreteRequest } from 'relay-runtime';
export type ProductStockChangeInput = {
  change: number;
  productId: string;
};
export type useProductStockChangeMutation$variables = {
  input: ProductStockChangeInput;
};
export type useProductStockChangeMutation$data = {
  readonly productStockChange: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly product?: {
      readonly goldCoins: number;
      readonly id: string;
      readonly onSale: boolean;
      readonly stock: number;
    };
  };
};
export type useProductStockChangeMutation = {
  response: useProductStockChangeMutation$data;
  variables: useProductStockChangeMutation$variables;
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
    "name": "productStockChange",
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
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
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
                "name": "goldCoins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stock",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onSale",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProductChangePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useProductStockChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProductStockChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c8be630c6bebaf7196266b4a5d9f50641f41084dffc63d8d96d8d94bd7fa861",
    "metadata": {},
    "name": "useProductStockChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b13b80e30fac5fc78042037746e46d96";

export default node;
