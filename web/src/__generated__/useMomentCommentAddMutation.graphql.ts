/**
 * @generated SignedSource<<88f1df5c39c4ebc84fc38b118829fd85>>
 * @relayHash b4bf0c25845715cc86ef01d8e5d998b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24633780060ccfb5cb3792b61da0b3166e0e0f87a8395e620d594bbe6be500e8

import { ConcreteRequest } from 'relay-runtime';
export type MomentCommentAddInput = {
  momentId: string;
  replyToCommentId?: string | null | undefined;
  text: string;
};
export type useMomentCommentAddMutation$variables = {
  input: MomentCommentAddInput;
};
export type useMomentCommentAddMutation$data = {
  readonly momentCommentAdd: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly moment?: {
      readonly commentCount: number | null | undefined;
      readonly id: string;
    };
  };
};
export type useMomentCommentAddMutation = {
  response: useMomentCommentAddMutation$data;
  variables: useMomentCommentAddMutation$variables;
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
    "name": "momentCommentAdd",
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
                "name": "commentCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MomentCommentAddPayload",
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
    "name": "useMomentCommentAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentCommentAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "24633780060ccfb5cb3792b61da0b3166e0e0f87a8395e620d594bbe6be500e8",
    "metadata": {},
    "name": "useMomentCommentAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "989f3157efb10fa537be3eb0f767b3f8";

export default node;
