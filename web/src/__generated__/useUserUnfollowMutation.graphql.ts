/**
 * @generated SignedSource<<2c4ef7ab9f4ca7d556837b211645ca27>>
 * @relayHash bc303f5c176360f36eb931097f0537e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8fde8e3e794ac02b9f8d37aa549cde0bd84d79a05818b53a32a4471df1f22b5d

import { ConcreteRequest } from 'relay-runtime';
export type UserUnfollowInput = {
  userId: string;
};
export type useUserUnfollowMutation$variables = {
  input: UserUnfollowInput;
};
export type useUserUnfollowMutation$data = {
  readonly userUnfollow: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
  };
};
export type useUserUnfollowMutation$rawResponse = {
  readonly userUnfollow: {
    readonly __typename: "UserUnfollowPayload";
    readonly user: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useUserUnfollowMutation = {
  rawResponse: useUserUnfollowMutation$rawResponse;
  response: useUserUnfollowMutation$data;
  variables: useUserUnfollowMutation$variables;
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
    "name": "useUserUnfollowMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserUnfollowMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8fde8e3e794ac02b9f8d37aa549cde0bd84d79a05818b53a32a4471df1f22b5d",
    "metadata": {},
    "name": "useUserUnfollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "91abd58a05063ade5dbbfdfe9781fd27";

export default node;
