/**
 * @generated SignedSource<<c2d69a8af8a31a7ece615a1cb9357d12>>
 * @relayHash 2df1f2349efd73d755c23caee4c1d6cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08908503ca123e7bea81024097e15a3b0f7155a8c58cee4db1a3aae6d160a282

import { ConcreteRequest } from 'relay-runtime';
export type PaySuccessScreenQuery$variables = {
  chatWith: string;
  hasChat: boolean;
};
export type PaySuccessScreenQuery$data = {
  readonly member?: {
    readonly id?: string;
    readonly nickname?: string;
  } | null | undefined;
  readonly viewer: {
    readonly goldCoins: number;
    readonly id: string;
  } | null | undefined;
};
export type PaySuccessScreenQuery = {
  response: PaySuccessScreenQuery$data;
  variables: PaySuccessScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "chatWith"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasChat"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goldCoins",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "chatWith"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaySuccessScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "hasChat",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "member",
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  (v4/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaySuccessScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "hasChat",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "member",
            "args": (v3/*:: as any*/),
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
              (v1/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/)
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
    "id": "08908503ca123e7bea81024097e15a3b0f7155a8c58cee4db1a3aae6d160a282",
    "metadata": {},
    "name": "PaySuccessScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1c0dba4832213e542f19f9f3551914e1";

export default node;
