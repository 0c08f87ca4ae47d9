/**
 * @generated SignedSource<<3fb3764a6e7c62c419215ad91a7be524>>
 * @relayHash 2a3e5e5f72faba36aec87be9cc09ee80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46816604d9e95a705031d4dbf55f278a9731262484185e7a9df00d3e628d7f6b

import { ConcreteRequest } from 'relay-runtime';
export type SupportDeskScreenSubscription$variables = Record<PropertyKey, never>;
export type SupportDeskScreenSubscription$data = {
  readonly supportInboxEvents: {
    readonly conversation: {
      readonly id: string;
      readonly lastActivityAt: string;
      readonly unreadCount: number;
    };
  };
};
export type SupportDeskScreenSubscription = {
  response: SupportDeskScreenSubscription$data;
  variables: SupportDeskScreenSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SupportInboxEvent",
    "kind": "LinkedField",
    "name": "supportInboxEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportConversation",
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
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastActivityAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupportDeskScreenSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportDeskScreenSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "46816604d9e95a705031d4dbf55f278a9731262484185e7a9df00d3e628d7f6b",
    "metadata": {},
    "name": "SupportDeskScreenSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "af34a00c7e958a385320b32ae5da8012";

export default node;
