/**
 * @generated SignedSource<<e90b642c9daebb7987275001291bdd28>>
 * @relayHash f8fa9cde9d8616ab09affb7683c2bfc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddff6b246101ec23d9966358d5358b19cd8d2aa849a5ad25c52907b46e27cf95

import { ConcreteRequest } from 'relay-runtime';
export type FriendRequestStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type FriendAddInput = {
  message?: string | null | undefined;
  userId: string;
};
export type mutationsFriendAddMutation$variables = {
  input: FriendAddInput;
};
export type mutationsFriendAddMutation$data = {
  readonly friendAdd: {
    readonly __typename: string;
    readonly message?: string;
    readonly status?: FriendRequestStatus;
    readonly user?: {
      readonly friendRequestSent: boolean;
      readonly id: string;
      readonly isFriend: boolean;
    };
  };
};
export type mutationsFriendAddMutation = {
  response: mutationsFriendAddMutation$data;
  variables: mutationsFriendAddMutation$variables;
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
    "name": "friendAdd",
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
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
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
                "name": "isFriend",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "friendRequestSent",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FriendAddPayload",
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
    "name": "mutationsFriendAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFriendAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ddff6b246101ec23d9966358d5358b19cd8d2aa849a5ad25c52907b46e27cf95",
    "metadata": {},
    "name": "mutationsFriendAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdc3a94a60349fdcdb673b6a9f92c555";

export default node;
