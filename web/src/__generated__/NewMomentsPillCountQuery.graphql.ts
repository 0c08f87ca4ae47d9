/**
 * @generated SignedSource<<8f80b0347baab57f97486757e17f932e>>
 * @relayHash bf230386b58f8f12ecbe4b0abe0e59f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57fcf2553ae3fbf386ca211778995f4b280755010b4537633ed34d8cd184bc74

import { ConcreteRequest } from 'relay-runtime';
export type MomentFeedScope = "ALL" | "FOLLOWING" | "FRIENDS" | "NEARBY" | "RANDOM" | "%future added value";
export type NewMomentsPillCountQuery$variables = {
  scope: MomentFeedScope;
  since: string;
};
export type NewMomentsPillCountQuery$data = {
  readonly viewer: {
    readonly momentFeedNewCount: number;
  } | null | undefined;
};
export type NewMomentsPillCountQuery = {
  response: NewMomentsPillCountQuery$data;
  variables: NewMomentsPillCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scope"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "since"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "scope",
      "variableName": "scope"
    },
    {
      "kind": "Variable",
      "name": "since",
      "variableName": "since"
    }
  ],
  "kind": "ScalarField",
  "name": "momentFeedNewCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewMomentsPillCountQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewMomentsPillCountQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "57fcf2553ae3fbf386ca211778995f4b280755010b4537633ed34d8cd184bc74",
    "metadata": {},
    "name": "NewMomentsPillCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "516a7dac774242350f77e2a44cdee1ea";

export default node;
