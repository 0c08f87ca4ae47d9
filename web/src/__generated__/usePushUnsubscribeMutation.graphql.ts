/**
 * @generated SignedSource<<ede3396848a1a634bbfa9588f1d2bbbc>>
 * @relayHash 127fe33ea818ba060a98cc94fc293639
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfbe1d2c9b986dc1113a0b1c4d0f7d30c8e657558b8ae38cd0e8cd6cf52fdb24

import { ConcreteRequest } from 'relay-runtime';
export type PushUnsubscribeInput = {
  endpoint: string;
};
export type usePushUnsubscribeMutation$variables = {
  input: PushUnsubscribeInput;
};
export type usePushUnsubscribeMutation$data = {
  readonly pushUnsubscribe: {
    readonly __typename: string;
    readonly endsAt?: string;
    readonly field?: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
    };
  };
};
export type usePushUnsubscribeMutation = {
  response: usePushUnsubscribeMutation$data;
  variables: usePushUnsubscribeMutation$variables;
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
    "name": "pushUnsubscribe",
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
        "type": "PushUnsubscribePayload",
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
    "name": "usePushUnsubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePushUnsubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dfbe1d2c9b986dc1113a0b1c4d0f7d30c8e657558b8ae38cd0e8cd6cf52fdb24",
    "metadata": {},
    "name": "usePushUnsubscribeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7eb8f6a41b676ac1e0c62616b4bc309";

export default node;
