/**
 * @generated SignedSource<<3722ebdad91426943b30fe0aba792ddb>>
 * @relayHash 1e8bb8082f12d403f6d0ab4d22bd118b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c0e7227a304ac1318a1f6e94498ce6ab3084da9b057bbf332057c3e4f825195

import { ConcreteRequest } from 'relay-runtime';
export type MomentUnlikeInput = {
  momentId: string;
};
export type useMomentUnlikeMutation$variables = {
  input: MomentUnlikeInput;
};
export type useMomentUnlikeMutation$data = {
  readonly momentUnlike: {
    readonly __typename: string;
    readonly message?: string;
    readonly moment?: {
      readonly id: string;
      readonly likeCount: number | null | undefined;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useMomentUnlikeMutation$rawResponse = {
  readonly momentUnlike: {
    readonly __typename: "MomentLikePayload";
    readonly moment: {
      readonly id: string;
      readonly likeCount: number | null | undefined;
      readonly viewerHasLiked: boolean;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useMomentUnlikeMutation = {
  rawResponse: useMomentUnlikeMutation$rawResponse;
  response: useMomentUnlikeMutation$data;
  variables: useMomentUnlikeMutation$variables;
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
    "name": "momentUnlike",
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
            "concreteType": "Moment",
            "kind": "LinkedField",
            "name": "moment",
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
                "name": "viewerHasLiked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likeCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MomentLikePayload",
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
    "name": "useMomentUnlikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentUnlikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1c0e7227a304ac1318a1f6e94498ce6ab3084da9b057bbf332057c3e4f825195",
    "metadata": {},
    "name": "useMomentUnlikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c0046762616383ad4b7d1f1cd5bc45e6";

export default node;
