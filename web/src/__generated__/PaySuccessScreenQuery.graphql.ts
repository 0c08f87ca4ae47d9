/**
 * @generated SignedSource<<73e8e2ab26a365815ec52a7b88333cf9>>
 * @relayHash 67415f6e74b9fc8c63263ec727e01f97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bedfc9be93fe3210e8696681f6c76177037bff6ce2a5e24805f4a7084724879

import { ConcreteRequest } from 'relay-runtime';
export type PaySuccessScreenQuery$variables = {
  chatWith: string;
  hasChat: boolean;
  payment: boolean;
};
export type PaySuccessScreenQuery$data = {
  readonly member?: {
    readonly id?: string;
    readonly nickname?: string;
  } | null | undefined;
  readonly viewer?: {
    readonly goldCoins: number;
    readonly id: string;
  } | null | undefined;
};
export type PaySuccessScreenQuery = {
  response: PaySuccessScreenQuery$data;
  variables: PaySuccessScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "chatWith"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasChat"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "payment"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "condition": "payment",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goldCoins",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "chatWith"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaySuccessScreenQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "hasChat",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "member",
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "type": "User",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PaySuccessScreenQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "hasChat",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "member",
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/)
                ],
                "type": "User",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "9bedfc9be93fe3210e8696681f6c76177037bff6ce2a5e24805f4a7084724879",
    "metadata": {},
    "name": "PaySuccessScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6aa7c17e7f9c985ac8f049b936b6eae6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
