/**
 * @generated SignedSource<<bf07bd3f3a3370ab1184a02165c045d1>>
 * @relayHash ec1a867b1ef4b3dd4aa431ee008f6f1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fdf2f9a919d6dede116fc01c3917725cde1860c7213c9ee2ece0bc7753b9981b

import { ConcreteRequest } from 'relay-runtime';
export type FriendRequestStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type FriendRequestRejectInput = {
  requestId: string;
};
export type useFriendRequestRejectMutation$variables = {
  input: FriendRequestRejectInput;
};
export type useFriendRequestRejectMutation$data = {
  readonly friendRequestReject: {
    readonly __typename: string;
    readonly message?: string;
    readonly request?: {
      readonly id: string;
      readonly status: FriendRequestStatus;
    };
    readonly viewer?: {
      readonly id: string;
      readonly pendingFriendRequestCount: number;
    };
  };
};
export type useFriendRequestRejectMutation = {
  response: useFriendRequestRejectMutation$data;
  variables: useFriendRequestRejectMutation$variables;
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
    "name": "useFriendRequestRejectMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFriendRequestRejectMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "fdf2f9a919d6dede116fc01c3917725cde1860c7213c9ee2ece0bc7753b9981b",
    "metadata": {},
    "name": "useFriendRequestRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac2ad17af526253cc32e4bb1886831ad";

export default node;
