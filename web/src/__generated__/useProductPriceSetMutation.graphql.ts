/**
 * @generated SignedSource<<c560f4825137a30a3979fe321bd340d3>>
 * @relayHash c35c6a4bbb565988d4239b9e6ea32b7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9746e0e746635b7468092a7a542739c472a262b59d2cfe3dd2847a6e61736fa1

import { ConcreteRequest } from 'relay-runtime';
export type ProductPriceSetInput = {
  goldCoins: number;
  productId: string;
};
export type useProductPriceSetMutation$variables = {
  input: ProductPriceSetInput;
};
export type useProductPriceSetMutation$data = {
  readonly productPriceSet: {
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
export type useProductPriceSetMutation = {
  response: useProductPriceSetMutation$data;
  variables: useProductPriceSetMutation$variables;
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
    "name": "productPriceSet",
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
    "name": "useProductPriceSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProductPriceSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9746e0e746635b7468092a7a542739c472a262b59d2cfe3dd2847a6e61736fa1",
    "metadata": {},
    "name": "useProductPriceSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7fbc084b4040f8c7ea90ffca242f18d8";

export default node;
