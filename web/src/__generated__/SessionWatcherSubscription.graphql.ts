/**
 * @generated SignedSource<<17fc8467c81e58a1a8ac24c565c0eb92>>
 * @relayHash 03b1f81c88b3cba8ac7f75c46ecf4db0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02c1e36f682554798eedca3f8da2d3040d8d8a6223f1c3fed0f394fa04ee34c5

import { ConcreteRequest } from 'relay-runtime';
export type SessionEventKind = "LOGGED_IN_ELSEWHERE" | "%future added value";
export type SessionWatcherSubscription$variables = Record<PropertyKey, never>;
export type SessionWatcherSubscription$data = {
  readonly sessionEvents: {
    readonly kind: SessionEventKind;
    readonly occurredAt: string;
  };
};
export type SessionWatcherSubscription = {
  response: SessionWatcherSubscription$data;
  variables: SessionWatcherSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SessionEvent",
    "kind": "LinkedField",
    "name": "sessionEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "occurredAt",
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
    "name": "SessionWatcherSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionWatcherSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "02c1e36f682554798eedca3f8da2d3040d8d8a6223f1c3fed0f394fa04ee34c5",
    "metadata": {},
    "name": "SessionWatcherSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "27d8acf56d3ea7d7cb573163e43c09dc";

export default node;
