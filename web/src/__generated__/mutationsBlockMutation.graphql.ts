/**
 * @generated SignedSource<<7fce88599d1ffb515ed4812c5c24cdcb>>
 * @relayHash cfd68945d61e345bd11d3b753ebb54fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb5875e68fe9f40de038f0d9db66637ad226e550ed59c9af1bb11f75a219cdc5

import { ConcreteRequest } from 'relay-runtime';
export type UserBlockInput = {
  userId: string;
};
export type mutationsBlockMutation$variables = {
  input: UserBlockInput;
};
export type mutationsBlockMutation$data = {
  readonly userBlock: {
    readonly __typename: "UserBlockPayload";
    readonly blockedUserId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsBlockMutation = {
  response: mutationsBlockMutation$data;
  variables: mutationsBlockMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "blockedUserId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "userBlock",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "UserBlockPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "userBlock",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "blockedUserId"
              }
            ],
            "type": "UserBlockPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fb5875e68fe9f40de038f0d9db66637ad226e550ed59c9af1bb11f75a219cdc5",
    "metadata": {},
    "name": "mutationsBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95c01109a148a4d5711513b84ce3c55c";

export default node;
