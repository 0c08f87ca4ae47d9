/**
 * @generated SignedSource<<9cd850e527d737d33260d9a5f79b3ee4>>
 * @relayHash 79107cc30a9b2f63a0e793be3725f801
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6ba889e3c87b2fec61238e586d69518c6e2c4ce7108926bb59a5ef499477348

import { ConcreteRequest } from 'relay-runtime';
export type BurnState = "UNVIEWED" | "VIEWED" | "%future added value";
export type BurnPhotoViewInput = {
  messageId: string;
};
export type useBurnPhotoViewMutation$variables = {
  input: BurnPhotoViewInput;
};
export type useBurnPhotoViewMutation$data = {
  readonly burnPhotoView: {
    readonly __typename: string;
    readonly message?: string;
    readonly seconds?: number;
    readonly url?: string;
    readonly viewedMessage?: {
      readonly burnState: BurnState | null | undefined;
      readonly id: string;
    } | null | undefined;
  };
};
export type useBurnPhotoViewMutation = {
  response: useBurnPhotoViewMutation$data;
  variables: useBurnPhotoViewMutation$variables;
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
    "name": "burnPhotoView",
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
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "viewedMessage",
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
                "name": "burnState",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BurnPhotoViewPayload",
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
    "name": "useBurnPhotoViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBurnPhotoViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e6ba889e3c87b2fec61238e586d69518c6e2c4ce7108926bb59a5ef499477348",
    "metadata": {},
    "name": "useBurnPhotoViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29eb54de57d6095b0002f767031737fa";

export default node;
