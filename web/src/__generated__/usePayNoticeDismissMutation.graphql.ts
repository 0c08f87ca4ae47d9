/**
 * @generated SignedSource<<78ed1ce678c553e4d77686506879c415>>
 * @relayHash df7280c10964d3e08450d28db6d53894
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f4332ca6f3b135b5176d0790b963d4253e6b1c4fb759dd04721b7acc7aaa35c

import { ConcreteRequest } from 'relay-runtime';
export type usePayNoticeDismissMutation$variables = Record<PropertyKey, never>;
export type usePayNoticeDismissMutation$data = {
  readonly payNoticeDismiss: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly payNoticeShown: boolean;
    };
  };
};
export type usePayNoticeDismissMutation$rawResponse = {
  readonly payNoticeDismiss: {
    readonly __typename: "PayNoticeDismissPayload";
    readonly viewer: {
      readonly id: string;
      readonly payNoticeShown: boolean;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type usePayNoticeDismissMutation = {
  rawResponse: usePayNoticeDismissMutation$rawResponse;
  response: usePayNoticeDismissMutation$data;
  variables: usePayNoticeDismissMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "payNoticeDismiss",
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
                "name": "payNoticeShown",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PayNoticeDismissPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePayNoticeDismissMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePayNoticeDismissMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0f4332ca6f3b135b5176d0790b963d4253e6b1c4fb759dd04721b7acc7aaa35c",
    "metadata": {},
    "name": "usePayNoticeDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2bac247da9c02d30cac49653b918865b";

export default node;
