/**
 * @generated SignedSource<<c8228c02a7b81fbad7ab30f6d6778fdb>>
 * @relayHash b049139518a73c747aa04020d966ee2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c496382bf51d70e5a3f5b370a286a445d0d7d0189a5f80eee25109ca479b6f8

import { ConcreteRequest } from 'relay-runtime';
export type FriendRemarkUpdateInput = {
  remarkName?: string | null | undefined;
  userId: string;
};
export type useFriendRemarkUpdateMutation$variables = {
  input: FriendRemarkUpdateInput;
};
export type useFriendRemarkUpdateMutation$data = {
  readonly friendRemarkUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly friendRemarkName: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useFriendRemarkUpdateMutation$rawResponse = {
  readonly friendRemarkUpdate: {
    readonly __typename: "FriendRemarkUpdatePayload";
    readonly user: {
      readonly friendRemarkName: string | null | undefined;
      readonly id: string;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useFriendRemarkUpdateMutation = {
  rawResponse: useFriendRemarkUpdateMutation$rawResponse;
  response: useFriendRemarkUpdateMutation$data;
  variables: useFriendRemarkUpdateMutation$variables;
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
    "name": "friendRemarkUpdate",
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
                "name": "friendRemarkName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FriendRemarkUpdatePayload",
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
    "name": "useFriendRemarkUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFriendRemarkUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0c496382bf51d70e5a3f5b370a286a445d0d7d0189a5f80eee25109ca479b6f8",
    "metadata": {},
    "name": "useFriendRemarkUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f83ceb2f666ed6ec92ce7fce37bd4c16";

export default node;
