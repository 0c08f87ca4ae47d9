/**
 * @generated SignedSource<<189129a7e5f07ce3a23003b9c39d7737>>
 * @relayHash bd61555385a002fce524e48e28dddcc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d45415e0adbe8cebb0b6ac4b478448129f4046557fcaf2a487da9076be3ca86a

import { ConcreteRequest } from 'relay-runtime';
export type MomentLikeInput = {
  momentId: string;
};
export type useMomentLikeMutation$variables = {
  input: MomentLikeInput;
};
export type useMomentLikeMutation$data = {
  readonly momentLike: {
    readonly __typename: string;
    readonly message?: string;
    readonly moment?: {
      readonly id: string;
      readonly likeCount: number | null | undefined;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useMomentLikeMutation$rawResponse = {
  readonly momentLike: {
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
export type useMomentLikeMutation = {
  rawResponse: useMomentLikeMutation$rawResponse;
  response: useMomentLikeMutation$data;
  variables: useMomentLikeMutation$variables;
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
    "name": "momentLike",
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
    "name": "useMomentLikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentLikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d45415e0adbe8cebb0b6ac4b478448129f4046557fcaf2a487da9076be3ca86a",
    "metadata": {},
    "name": "useMomentLikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a84dd6c270ba084db73977c4bc4eb64f";

export default node;
