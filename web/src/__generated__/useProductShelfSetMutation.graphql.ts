/**
 * @generated SignedSource<<e3f38205b375124f211d8210c885f9e8>>
 * @relayHash f7e65800374c0d6afea74d44e694b9b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 197919c212613bfb6dd0139e7bd90f76500c1f49f2dbbfee0de4112cc7cb21cd

import { ConcreteRequest } from 'relay-runtime';
export type ProductShelfSetInput = {
  onSale: boolean;
  productId: string;
};
export type useProductShelfSetMutation$variables = {
  input: ProductShelfSetInput;
};
export type useProductShelfSetMutation$data = {
  readonly productShelfSet: {
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
export type useProductShelfSetMutation = {
  response: useProductShelfSetMutation$data;
  variables: useProductShelfSetMutation$variables;
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
    "name": "productShelfSet",
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
    "name": "useProductShelfSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProductShelfSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "197919c212613bfb6dd0139e7bd90f76500c1f49f2dbbfee0de4112cc7cb21cd",
    "metadata": {},
    "name": "useProductShelfSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48b45c640229c7f64633f58c6796747b";

export default node;
