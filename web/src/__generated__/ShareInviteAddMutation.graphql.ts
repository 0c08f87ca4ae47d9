/**
 * @generated SignedSource<<55c23b753c80fbd4b0be4e3dde72ac7d>>
 * @relayHash 54fb750621af229c0d82d372602ed20c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19ad2e83c668456e12e78a520cd20b9d59f849b9d5f3530b5b6ec607410aa6fa

import { ConcreteRequest } from 'relay-runtime';
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
      readonly friendRequestSent: boolean;
      readonly id: string;
      readonly isFriend: boolean;
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
    "name": "friendAddByShareCode",
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
    "name": "ShareInviteAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareInviteAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "19ad2e83c668456e12e78a520cd20b9d59f849b9d5f3530b5b6ec607410aa6fa",
    "metadata": {},
    "name": "ShareInviteAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b064b06684891cfd6035ea24b2bccd02";

export default node;
