/**
 * @generated SignedSource<<35e19ae12f09a2925eecc1a44ba0b34e>>
 * @relayHash 6a955e89c4f5aae2af506bf47416cbdf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccd4cb44035ba993001f90872b3ed481c2ce73e9dd48565ce4304f67b0070b24

import { ConcreteRequest } from 'relay-runtime';
export type UserFollowInput = {
  userId: string;
};
export type useUserFollowMutation$variables = {
  input: UserFollowInput;
};
export type useUserFollowMutation$data = {
  readonly userFollow: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
  };
};
export type useUserFollowMutation$rawResponse = {
  readonly userFollow: {
    readonly __typename: "UserFollowPayload";
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
export type useUserFollowMutation = {
  rawResponse: useUserFollowMutation$rawResponse;
  response: useUserFollowMutation$data;
  variables: useUserFollowMutation$variables;
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
    "name": "useUserFollowMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserFollowMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ccd4cb44035ba993001f90872b3ed481c2ce73e9dd48565ce4304f67b0070b24",
    "metadata": {},
    "name": "useUserFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4bdee68ddaf97da267b1fd0367de089e";

export default node;
