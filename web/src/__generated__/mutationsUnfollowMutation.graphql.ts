/**
 * @generated SignedSource<<bbad9b9fdae76eb9422f3a34fce6fa85>>
 * @relayHash cf9afe3adff3bd3e3f906bab18c3e9bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4f7961aca8668693e761f3f0ce5413e239c98c913ecb7cb8615cca7605723cd

import { ConcreteRequest } from 'relay-runtime';
export type UserUnfollowInput = {
  userId: string;
};
export type mutationsUnfollowMutation$variables = {
  input: UserUnfollowInput;
};
export type mutationsUnfollowMutation$data = {
  readonly userUnfollow: {
    readonly __typename: "UserUnfollowPayload";
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
export type mutationsUnfollowMutation = {
  response: mutationsUnfollowMutation$data;
  variables: mutationsUnfollowMutation$variables;
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
    "name": "userUnfollow",
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
        "type": "UserUnfollowPayload",
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
    "name": "mutationsUnfollowMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsUnfollowMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c4f7961aca8668693e761f3f0ce5413e239c98c913ecb7cb8615cca7605723cd",
    "metadata": {},
    "name": "mutationsUnfollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b505f32d833b435876661aecb1ab319";

export default node;
