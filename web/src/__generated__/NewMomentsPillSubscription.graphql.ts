/**
 * @generated SignedSource<<0a6bcdc56210d9007d67314c5feeef7e>>
 * @relayHash adb1ddf5b6aa37470eebf54ec7124ddb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0ece43b65f2ad3addf59652c928239a48efd749f448b87d199a8098fda463b9

import { ConcreteRequest } from 'relay-runtime';
export type MomentFeedScope = "ALL" | "FOLLOWING" | "FRIENDS" | "NEARBY" | "RANDOM" | "%future added value";
export type NewMomentsPillSubscription$variables = {
  scope: MomentFeedScope;
};
export type NewMomentsPillSubscription$data = {
  readonly momentFeedEvents: {
    readonly __typename: string;
  };
};
export type NewMomentsPillSubscription = {
  response: NewMomentsPillSubscription$data;
  variables: NewMomentsPillSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scope"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "scope",
        "variableName": "scope"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "momentFeedEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "NewMomentsPillSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewMomentsPillSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a0ece43b65f2ad3addf59652c928239a48efd749f448b87d199a8098fda463b9",
    "metadata": {},
    "name": "NewMomentsPillSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "7b347ff4ab8a224a208617a3f6a2a5ba";

export default node;
