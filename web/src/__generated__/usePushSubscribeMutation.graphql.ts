/**
 * @generated SignedSource<<e4d9ad667382b8af463b82f3e9a5037c>>
 * @relayHash df301d28d6374afbad0b4cfecbc9f836
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ccfede9367b2c3781afd74b49a5805d0501c83029c3b347455567dcce234ce6

import { ConcreteRequest } from 'relay-runtime';
export type PushSubscribeInput = {
  auth: string;
  endpoint: string;
  p256dh: string;
};
export type usePushSubscribeMutation$variables = {
  input: PushSubscribeInput;
};
export type usePushSubscribeMutation$data = {
  readonly pushSubscribe: {
    readonly __typename: string;
    readonly endsAt?: string;
    readonly field?: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
    };
  };
};
export type usePushSubscribeMutation = {
  response: usePushSubscribeMutation$data;
  variables: usePushSubscribeMutation$variables;
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
    "name": "pushSubscribe",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PushSubscribePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          }
        ],
        "type": "MaintenanceError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "usePushSubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePushSubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4ccfede9367b2c3781afd74b49a5805d0501c83029c3b347455567dcce234ce6",
    "metadata": {},
    "name": "usePushSubscribeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45740b950300ee9086d47e63d5d2ebc6";

export default node;
