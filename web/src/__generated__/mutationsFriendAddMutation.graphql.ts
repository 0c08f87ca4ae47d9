/**
 * @generated SignedSource<<9be0ecf0302fba072ca31f7953a94373>>
 * @relayHash 72501d3e732db94c7b1fc86dc16e71d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c38e1badd34cff2346de2782ffe1f11b5c49786280dd46047d9473e5db4bd32

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"FriendButton_user">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsFriendAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "friendAdd",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FriendButton_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "FriendAddPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsFriendAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "friendAdd",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
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
                    "name": "nickname",
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7c38e1badd34cff2346de2782ffe1f11b5c49786280dd46047d9473e5db4bd32",
    "metadata": {},
    "name": "mutationsFriendAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39e1f992156ea2083cd22cdf970e3cef";

export default node;
