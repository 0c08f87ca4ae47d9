/**
 * @generated SignedSource<<de258ff6b1b25255aef950c4df58be3c>>
 * @relayHash 73a5f8b9289fb984f62d560ff44ec130
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a23b20276d08ef7ce9f2b6543425ee65b1c62963d3c486abad0e3dd95209263

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
    readonly users: ReadonlyArray<{
      readonly id: string;
    }>;
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
    "id": "5a23b20276d08ef7ce9f2b6543425ee65b1c62963d3c486abad0e3dd95209263",
    "metadata": {},
    "name": "MemberSearchIdQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f973d74ae3c1a69798df6454b2ea80ba";

export default node;
