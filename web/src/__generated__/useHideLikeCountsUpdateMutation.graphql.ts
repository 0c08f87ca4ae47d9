/**
 * @generated SignedSource<<18ffe51936c464112698eba47bcf0d0c>>
 * @relayHash 92fb5bd9891f852dd0acc5f8ea73499e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ff58bab612844ef48161a4dca91a018d7d23904a0a84c5243c1cc3f16c9160a

import { ConcreteRequest } from 'relay-runtime';
export type HideLikeCountsUpdateInput = {
  hide: boolean;
};
export type useHideLikeCountsUpdateMutation$variables = {
  input: HideLikeCountsUpdateInput;
};
export type useHideLikeCountsUpdateMutation$data = {
  readonly hideLikeCountsUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly hideLikeCounts: boolean;
      readonly id: string;
    };
  };
};
export type useHideLikeCountsUpdateMutation$rawResponse = {
  readonly hideLikeCountsUpdate: {
    readonly __typename: "HideLikeCountsUpdatePayload";
    readonly viewer: {
      readonly hideLikeCounts: boolean;
      readonly id: string;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useHideLikeCountsUpdateMutation = {
  rawResponse: useHideLikeCountsUpdateMutation$rawResponse;
  response: useHideLikeCountsUpdateMutation$data;
  variables: useHideLikeCountsUpdateMutation$variables;
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
    "name": "hideLikeCountsUpdate",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hideLikeCounts",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "HideLikeCountsUpdatePayload",
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
    "name": "useHideLikeCountsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHideLikeCountsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4ff58bab612844ef48161a4dca91a018d7d23904a0a84c5243c1cc3f16c9160a",
    "metadata": {},
    "name": "useHideLikeCountsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "547b670421dfd7e09097a1c475e650b5";

export default node;
