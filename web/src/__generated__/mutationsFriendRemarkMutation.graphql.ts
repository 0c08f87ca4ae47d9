/**
 * @generated SignedSource<<7aa277d0c68089b5072e5e70b5aa6f2a>>
 * @relayHash 371ab6e5f81d53cfaae13a98bfff0aa2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7162b27b4bc23a800129f153698e2c95cc2fcd434b12c31707e234eea3d26cd3

import { ConcreteRequest } from 'relay-runtime';
export type FriendRemarkUpdateInput = {
  remarkName?: string | null | undefined;
  userId: string;
};
export type mutationsFriendRemarkMutation$variables = {
  input: FriendRemarkUpdateInput;
};
export type mutationsFriendRemarkMutation$data = {
  readonly friendRemarkUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly friendRemarkName: string | null | undefined;
      readonly id: string;
    };
  };
};
export type mutationsFriendRemarkMutation = {
  response: mutationsFriendRemarkMutation$data;
  variables: mutationsFriendRemarkMutation$variables;
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
    "name": "mutationsFriendRemarkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFriendRemarkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7162b27b4bc23a800129f153698e2c95cc2fcd434b12c31707e234eea3d26cd3",
    "metadata": {},
    "name": "mutationsFriendRemarkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1c7a59d6dc331c02b562853f5ab7296d";

export default node;
