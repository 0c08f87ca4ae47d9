/**
 * @generated SignedSource<<93bbc0df269f59791054fbede072199b>>
 * @relayHash 1c7681999095dc80d592e0bc4a7517ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36e65acfa4a866888933716c5eea262815f014fb7bbcabc485c6e5b96b51f8da

import { ConcreteRequest } from 'relay-runtime';
export type FriendRemoveInput = {
  userId: string;
};
export type mutationsFriendRemoveMutation$variables = {
  input: FriendRemoveInput;
};
export type mutationsFriendRemoveMutation$data = {
  readonly friendRemove: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly friendRequestSent: boolean;
      readonly id: string;
      readonly isFriend: boolean;
    };
  };
};
export type mutationsFriendRemoveMutation = {
  response: mutationsFriendRemoveMutation$data;
  variables: mutationsFriendRemoveMutation$variables;
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
    "name": "friendRemove",
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
        "type": "FriendRemovePayload",
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
    "name": "mutationsFriendRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFriendRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "36e65acfa4a866888933716c5eea262815f014fb7bbcabc485c6e5b96b51f8da",
    "metadata": {},
    "name": "mutationsFriendRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47e2d7190552355684abb2a24dbd93b9";

export default node;
