/**
 * @generated SignedSource<<6bfb7c6eda34e727c8cb6cf38288aed1>>
 * @relayHash e191bdbaa93c49956a39da418ecd398a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a42be3e7a053870aed6edd073f176d6c7b49add71caa45cb505bec3f4570f4fb

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
        readonly peerLanguage: string | null | undefined;
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
                    "name": "peerLanguage",
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
    "id": "a42be3e7a053870aed6edd073f176d6c7b49add71caa45cb505bec3f4570f4fb",
    "metadata": {},
    "name": "useConversationTranslationUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "549f4261bb5380bf81d5f2f68b5e9408";

export default node;
