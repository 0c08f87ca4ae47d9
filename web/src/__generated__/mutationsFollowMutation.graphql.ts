/**
 * @generated SignedSource<<11a11a0ef8d12ddb6b5b688bd7c91508>>
 * @relayHash aa66d56c5369fa811e27e286756543a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 899486f0862879ee517d37d6efa98798b0adfad9578a913acf40f813e18c7a90

import { ConcreteRequest } from 'relay-runtime';
export type UserFollowInput = {
  userId: string;
};
export type mutationsFollowMutation$variables = {
  input: UserFollowInput;
};
export type mutationsFollowMutation$data = {
  readonly userFollow: {
    readonly __typename: "UserFollowPayload";
    readonly user: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsFollowMutation = {
  response: mutationsFollowMutation$data;
  variables: mutationsFollowMutation$variables;
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
    "name": "userFollow",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "followerCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsFollowing",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UserFollowPayload",
        "abstractKey": null
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
    "name": "mutationsFollowMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFollowMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "899486f0862879ee517d37d6efa98798b0adfad9578a913acf40f813e18c7a90",
    "metadata": {},
    "name": "mutationsFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bf20415c2b860a7d78cd8774ef9aba63";

export default node;
