/**
 * @generated SignedSource<<fcb2747d0987eb3df333c8d85070a20a>>
 * @relayHash 881731e3a0113f15f1a71f506ca014f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be81758cd0fbe3050e754aa1b7cfae75bc72e81d3cf4ff7b6fe88bb4e79c0820

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipLevel = "SVIP" | "VIP" | "%future added value";
export type MembershipScreenQuery$variables = {
  forOther: boolean;
  forUserId: string;
};
export type MembershipScreenQuery$data = {
  readonly member?: {
    readonly avatarUrl?: string | null | undefined;
    readonly id?: string;
    readonly nickname?: string;
    readonly vipLevel?: number;
  } | null | undefined;
  readonly membershipPlans: ReadonlyArray<{
    readonly goldCoins: number;
    readonly level: MembershipLevel;
    readonly monthlyCharacters: number;
    readonly months: number;
    readonly planId: number;
  }>;
  readonly viewer: {
    readonly membershipExpiresAt: string | null | undefined;
    readonly user: {
      readonly id: string;
      readonly vipLevel: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"WalletSummary_viewer">;
  } | null | undefined;
};
export type MembershipScreenQuery = {
  response: MembershipScreenQuery$data;
  variables: MembershipScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "forOther"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "forUserId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "goldCoins",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MembershipPlan",
  "kind": "LinkedField",
  "name": "membershipPlans",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "planId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "months",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCharacters",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "membershipExpiresAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vipLevel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "forUserId"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MembershipScreenQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WalletSummary_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "forOther",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "member",
            "args": (v8/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MembershipScreenQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          (v5/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "translationCharacters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "translationPackCharacters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "membershipTranslationCharacters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FreeTranslation",
            "kind": "LinkedField",
            "name": "freeTranslation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "charactersLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "charactersPerDay",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "freeGiftsLeft",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "forOther",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "member",
            "args": (v8/*:: as any*/),
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
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
    "id": "be81758cd0fbe3050e754aa1b7cfae75bc72e81d3cf4ff7b6fe88bb4e79c0820",
    "metadata": {},
    "name": "MembershipScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "50ef64d21b35ca8a85f817c25394b9f8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
