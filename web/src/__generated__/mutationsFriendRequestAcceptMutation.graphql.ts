/**
 * @generated SignedSource<<9954990d40a77cd739607fc233a6f287>>
 * @relayHash a159f2ae9e104fe6f578d0608c2ae59f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8338ea51f480021522a5197e5b62a1ba8356c015af583a1ea82c873a0fd32b5f

import { ConcreteRequest } from 'relay-runtime';
export type FriendRequestStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type FriendRequestAcceptInput = {
  requestId: string;
};
export type mutationsFriendRequestAcceptMutation$variables = {
  input: FriendRequestAcceptInput;
};
export type mutationsFriendRequestAcceptMutation$data = {
  readonly friendRequestAccept: {
    readonly __typename: string;
    readonly message?: string;
    readonly request?: {
      readonly applicant: {
        readonly id: string;
        readonly isFriend: boolean;
      };
      readonly id: string;
      readonly status: FriendRequestStatus;
    };
    readonly viewer?: {
      readonly id: string;
      readonly pendingFriendRequestCount: number | null | undefined;
    };
  };
};
export type mutationsFriendRequestAcceptMutation = {
  response: mutationsFriendRequestAcceptMutation$data;
  variables: mutationsFriendRequestAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "friendRequestAccept",
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
            "concreteType": "FriendRequest",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "applicant",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFriend",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingFriendRequestCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FriendRequestAcceptPayload",
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
    "name": "mutationsFriendRequestAcceptMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFriendRequestAcceptMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8338ea51f480021522a5197e5b62a1ba8356c015af583a1ea82c873a0fd32b5f",
    "metadata": {},
    "name": "mutationsFriendRequestAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a6706c7cdaa861610acbed9b57339501";

export default node;
