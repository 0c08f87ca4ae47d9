/**
 * @generated SignedSource<<99722477281a2d8d4806b24941b74641>>
 * @relayHash 3624803049f165ea1584fdc5b5882e9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cff2d2aacbced486de3c3cd3259b2f98aea728622f04d30326afb3ed3bfa6be

import { ConcreteRequest } from 'relay-runtime';
export type MemberSearchIdQuery$variables = {
  query: string;
};
export type MemberSearchIdQuery$data = {
  readonly userSearch: {
    readonly __typename: "SearchOwnAccountError";
    readonly message: string;
  } | {
    readonly __typename: "UserSearchPayload";
    readonly results: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
        };
      }>;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type MemberSearchIdQuery = {
  response: MemberSearchIdQuery$data;
  variables: MemberSearchIdQuery$variables;
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
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 1
              }
            ],
            "concreteType": "UserSearchResultsConnection",
            "kind": "LinkedField",
            "name": "results",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserSearchResultsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
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
                "storageKey": null
              }
            ],
            "storageKey": "results(first:1)"
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
    "name": "MemberSearchIdQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberSearchIdQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4cff2d2aacbced486de3c3cd3259b2f98aea728622f04d30326afb3ed3bfa6be",
    "metadata": {},
    "name": "MemberSearchIdQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "474d39b0c5aba2de02b3c49b36cabd1e";

export default node;
