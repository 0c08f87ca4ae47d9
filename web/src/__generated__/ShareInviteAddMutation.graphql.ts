/**
 * @generated SignedSource<<ed65399957158326d5e1d5ce34268bbe>>
 * @relayHash c8bd64909e29b2e58c2e6beaf11eadce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10f05ecea1377a801e2228fb27c2a031ecf7c3feaed2530236db2261d052fe51

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FriendAddByShareCodeInput = {
  shareCode: string;
};
export type ShareInviteAddMutation$variables = {
  input: FriendAddByShareCodeInput;
};
export type ShareInviteAddMutation$data = {
  readonly friendAddByShareCode: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly " $fragmentSpreads": FragmentRefs<"FriendButton_user">;
    };
  };
};
export type ShareInviteAddMutation = {
  response: ShareInviteAddMutation$data;
  variables: ShareInviteAddMutation$variables;
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
    "name": "ShareInviteAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "friendAddByShareCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/)
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
    "name": "ShareInviteAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "friendAddByShareCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "10f05ecea1377a801e2228fb27c2a031ecf7c3feaed2530236db2261d052fe51",
    "metadata": {},
    "name": "ShareInviteAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "135d51aa4230ba7ce4be54dc2ff8f5df";

export default node;
