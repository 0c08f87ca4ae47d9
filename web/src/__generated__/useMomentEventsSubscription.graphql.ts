/**
 * @generated SignedSource<<ede503dcc561589bee6e9a3ee634c748>>
 * @relayHash 161a8e0d4f8de398eed0cab5a8a4e506
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 255ab67129d31b8c1d5820975eceb24c554e687f0fd33aea2ecea87c3fa84c07

import { ConcreteRequest } from 'relay-runtime';
export type useMomentEventsSubscription$variables = {
  momentId: string;
};
export type useMomentEventsSubscription$data = {
  readonly momentEvents: {
    readonly __typename: "MomentCountsChangedEvent";
    readonly moment: {
      readonly commentCount: number | null | undefined;
      readonly id: string;
      readonly likeCount: number | null | undefined;
    };
  } | {
    readonly __typename: "MomentDeletedEvent";
    readonly deletedMomentId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMomentEventsSubscription = {
  response: useMomentEventsSubscription$data;
  variables: useMomentEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "momentId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "momentId",
    "variableName": "momentId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Moment",
      "kind": "LinkedField",
      "name": "moment",
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
          "name": "likeCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MomentCountsChangedEvent",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedMomentId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMomentEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "momentEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "MomentDeletedEvent",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "momentEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedMomentId"
              }
            ],
            "type": "MomentDeletedEvent",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "255ab67129d31b8c1d5820975eceb24c554e687f0fd33aea2ecea87c3fa84c07",
    "metadata": {},
    "name": "useMomentEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "65fe4838b41f73c3fc5b0b89d922cb6d";

export default node;
