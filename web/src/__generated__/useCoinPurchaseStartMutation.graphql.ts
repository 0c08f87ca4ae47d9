/**
 * @generated SignedSource<<35c66723642146160c2e11a148b1101d>>
 * @relayHash 9c041178df2a7e05ad3404f731bd5e91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d8765b7da5cdeebb462ae5ff8061c9fe16093937a094a61fa9de4e7650f29d4

import { ConcreteRequest } from 'relay-runtime';
export type CoinPurchaseStartInput = {
  conversationWith?: string | null | undefined;
  goldCoins?: number | null | undefined;
  packageId?: number | null | undefined;
};
export type useCoinPurchaseStartMutation$variables = {
  input: CoinPurchaseStartInput;
};
export type useCoinPurchaseStartMutation$data = {
  readonly coinPurchaseStart: {
    readonly __typename: string;
    readonly approveUrl?: string;
    readonly message?: string;
  };
};
export type useCoinPurchaseStartMutation = {
  response: useCoinPurchaseStartMutation$data;
  variables: useCoinPurchaseStartMutation$variables;
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
    "name": "coinPurchaseStart",
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
            "kind": "ScalarField",
            "name": "approveUrl",
            "storageKey": null
          }
        ],
        "type": "CoinPurchaseStartPayload",
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
    "name": "useCoinPurchaseStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCoinPurchaseStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7d8765b7da5cdeebb462ae5ff8061c9fe16093937a094a61fa9de4e7650f29d4",
    "metadata": {},
    "name": "useCoinPurchaseStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f4255010b66e6b9a483ccf97f849f355";

export default node;
