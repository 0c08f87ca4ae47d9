/**
 * @generated SignedSource<<7910783eeb37d020337bfb9d69387957>>
 * @relayHash b12efe4fbb5a4e94a49aaba0e50f4f54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32fb6a7900df2b10c85ce99e919993043b937247c7bb6e06b372ea15c7b30498

import { ConcreteRequest } from 'relay-runtime';
export type IdSearchQuery$variables = {
  query: string;
};
export type IdSearchQuery$data = {
  readonly userSearch: {
    readonly __typename: "SearchOwnAccountError";
    readonly message: string;
  } | {
    readonly __typename: "UserSearchPayload";
    readonly users: ReadonlyArray<{
      readonly id: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type IdSearchQuery = {
  response: IdSearchQuery$data;
  variables: IdSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "userSearch",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
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
        "type": "UserSearchPayload",
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
        "type": "SearchOwnAccountError",
        "abstractKey": null
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
    "name": "IdSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IdSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "32fb6a7900df2b10c85ce99e919993043b937247c7bb6e06b372ea15c7b30498",
    "metadata": {},
    "name": "IdSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3017777b840a7f693d58f2be48e00cda";

export default node;
