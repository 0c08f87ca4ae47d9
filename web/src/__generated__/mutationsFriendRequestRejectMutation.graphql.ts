/**
 * @generated SignedSource<<e1f826919853ebee1574c59b6a9408ef>>
 * @relayHash 473aa21770b1a85507d56f55accd4947
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1caccdb48f55c14d3de38cb575f1132f4620be22a52749e5a69d35bda42bca83

import { ConcreteRequest } from 'relay-runtime';
export type FriendRequestStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type FriendRequestRejectInput = {
  requestId: string;
};
export type mutationsFriendRequestRejectMutation$variables = {
  input: FriendRequestRejectInput;
};
export type mutationsFriendRequestRejectMutation$data = {
  readonly friendRequestReject: {
    readonly __typename: string;
    readonly message?: string;
    readonly request?: {
      readonly id: string;
      readonly status: FriendRequestStatus;
    };
    readonly viewer?: {
      readonly id: string;
      readonly pendingFriendRequestCount: number | null | undefined;
    };
  };
};
export type mutationsFriendRequestRejectMutation = {
  response: mutationsFriendRequestRejectMutation$data;
  variables: mutationsFriendRequestRejectMutation$variables;
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
    "name": "friendRequestReject",
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
        "type": "FriendRequestRejectPayload",
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
    "name": "mutationsFriendRequestRejectMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFriendRequestRejectMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1caccdb48f55c14d3de38cb575f1132f4620be22a52749e5a69d35bda42bca83",
    "metadata": {},
    "name": "mutationsFriendRequestRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ec25fc2717c13b2fd555040176b17bd5";

export default node;
