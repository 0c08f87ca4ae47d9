/**
 * @generated SignedSource<<3063d62e9ed7b4ce5d9f9b7a619e327e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type chatLiveEvents_event$data = {
  readonly changedConversation?: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ConversationRow_conversation">;
  } | null | undefined;
  readonly conversation?: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ConversationRow_conversation">;
  } | null | undefined;
  readonly deletedConversationId?: string | null | undefined;
  readonly deletedMessageId?: string;
  readonly readConversation?: {
    readonly id: string;
    readonly unreadCount: number;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"chatLiveEvents_viewer">;
  };
  readonly " $fragmentType": "chatLiveEvents_event";
};
export type chatLiveEvents_event$key = {
  readonly " $data"?: chatLiveEvents_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"chatLiveEvents_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ConversationRow_conversation"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Conversation",
  "kind": "LinkedField",
  "name": "conversation",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "chatLiveEvents_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "chatLiveEvents_viewer"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v2/*:: as any*/)
      ],
      "type": "MessageAddedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deletedMessageId",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "type": "MessageRecalledEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": "readConversation",
          "args": null,
          "concreteType": "Conversation",
          "kind": "LinkedField",
          "name": "conversation",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unreadCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ConversationReadEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deletedConversationId",
          "storageKey": null
        },
        {
          "alias": "changedConversation",
          "args": null,
          "concreteType": "Conversation",
          "kind": "LinkedField",
          "name": "conversation",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "ConversationChangedEvent",
      "abstractKey": null
    }
  ],
  "type": "ViewerEvent",
  "abstractKey": "__isViewerEvent"
};
})();

(node as any).hash = "72491842b46ce6067fd757a74862ff53";

export default node;
