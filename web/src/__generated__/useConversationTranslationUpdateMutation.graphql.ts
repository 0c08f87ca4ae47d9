/**
 * @generated SignedSource<<413d075ee57d3646727ac6e9fbd28984>>
 * @relayHash 9414c4473e4d78c0069e83ff3bd3be3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c88fd7ec4ff8080db5971b657e13b721d9d9bd0bc0e03f6e7469c31d9153ebe

import { ConcreteRequest } from 'relay-runtime';
export type OutgoingTranslation = "LANGUAGE" | "OFF" | "PEER_LANGUAGE" | "%future added value";
export type ConversationTranslationUpdateInput = {
  autoTranslateIncoming?: boolean | null | undefined;
  conversationId: string;
  outgoing?: OutgoingTranslation | null | undefined;
  outgoingLanguage?: string | null | undefined;
};
export type useConversationTranslationUpdateMutation$variables = {
  input: ConversationTranslationUpdateInput;
};
export type useConversationTranslationUpdateMutation$data = {
  readonly conversationTranslationUpdate: {
    readonly __typename: string;
    readonly conversation?: {
      readonly id: string;
      readonly translation: {
        readonly autoTranslateIncoming: boolean;
        readonly outgoing: OutgoingTranslation;
        readonly outgoingLanguage: string | null | undefined;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type useConversationTranslationUpdateMutation = {
  response: useConversationTranslationUpdateMutation$data;
  variables: useConversationTranslationUpdateMutation$variables;
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
    "name": "conversationTranslationUpdate",
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
                "concreteType": "ConversationTranslation",
                "kind": "LinkedField",
                "name": "translation",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "outgoing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "outgoingLanguage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "autoTranslateIncoming",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ConversationTranslationUpdatePayload",
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
    "name": "useConversationTranslationUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConversationTranslationUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5c88fd7ec4ff8080db5971b657e13b721d9d9bd0bc0e03f6e7469c31d9153ebe",
    "metadata": {},
    "name": "useConversationTranslationUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c27e4944ed87e8a29132d45d20bad638";

export default node;
