/**
 * @generated SignedSource<<30dbccb03ae9fd03f40adcd6d180af51>>
 * @relayHash f6cc88469ebff58d0eb5dee08fd23ea9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9dfa0a143ba2de1061444296a35518a8f1ef04c1ad24ec86841c75a184f0864

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
            "alias": "viewedMessage",
            "args": null,
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "message",
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
    "id": "e9dfa0a143ba2de1061444296a35518a8f1ef04c1ad24ec86841c75a184f0864",
    "metadata": {},
    "name": "useBurnPhotoViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8239f64a4fcf35545b676f719c083b1c";

export default node;
