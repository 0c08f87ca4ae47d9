/**
 * @generated SignedSource<<e6f111df30dea34707ce7c0932c1c063>>
 * @relayHash 3f232abb73d9614be49cec773fb64925
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d844b4ffe3df9f109142ee5a2ca7c15f2d5dda00921aed403da24abbd8bab123

import { ConcreteRequest } from 'relay-runtime';
export type MemberSearchIdQuery$variables = {
  query: string;
};
export type MemberSearchIdQuery$data = {
  readonly userSearch: {
    readonly __typename: string;
    readonly message?: string;
    readonly results?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
        };
      }>;
    };
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
    "id": "d844b4ffe3df9f109142ee5a2ca7c15f2d5dda00921aed403da24abbd8bab123",
    "metadata": {},
    "name": "MemberSearchIdQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "059cb7582b331516e2721b0e7d492b39";

export default node;
