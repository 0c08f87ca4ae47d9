/**
 * @generated SignedSource<<23fda5eb6f10a58f79fec89aea62e019>>
 * @relayHash 20a5fc2a212345d45ee14b6ebcfc8e85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3e4fb35cce3c29681c13dcab74dd12d5962646eb78f85e4cb08633d60999e27

import { ConcreteRequest } from 'relay-runtime';
export type ConversationMarkReadInput = {
  conversationId: string;
};
export type useConversationMarkReadMutation$variables = {
  input: ConversationMarkReadInput;
};
export type useConversationMarkReadMutation$data = {
  readonly conversationMarkRead: {
    readonly __typename: string;
    readonly conversation?: {
      readonly id: string;
      readonly unreadCount: number;
    };
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly unreadMessageCount: number;
    };
  };
};
export type useConversationMarkReadMutation = {
  response: useConversationMarkReadMutation$data;
  variables: useConversationMarkReadMutation$variables;
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
    "name": "conversationMarkRead",
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
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadCount",
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
                "name": "unreadMessageCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ConversationMarkReadPayload",
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
    "name": "useConversationMarkReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConversationMarkReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a3e4fb35cce3c29681c13dcab74dd12d5962646eb78f85e4cb08633d60999e27",
    "metadata": {},
    "name": "useConversationMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2568742ab0792ac2b05f4450b9bfaf3";

export default node;
