/**
 * @generated SignedSource<<229803efe1d162cdf2a7c4f2525f2455>>
 * @relayHash 14d22028634679e79783bb5b5286c322
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a43c17f386ccf48aa70a4ee5e4e2ce2793aabc5dfe79b46fefbbc48fd2729c3

import { ConcreteRequest } from 'relay-runtime';
export type TypingSetInput = {
  conversationId: string;
  typing: boolean;
};
export type useTypingSetMutation$variables = {
  input: TypingSetInput;
};
export type useTypingSetMutation$data = {
  readonly typingSet: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useTypingSetMutation = {
  response: useTypingSetMutation$data;
  variables: useTypingSetMutation$variables;
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
    "name": "typingSet",
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
    "name": "useTypingSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTypingSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1a43c17f386ccf48aa70a4ee5e4e2ce2793aabc5dfe79b46fefbbc48fd2729c3",
    "metadata": {},
    "name": "useTypingSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "507a5b60f602e9e6866e1ef3f3d585e9";

export default node;
