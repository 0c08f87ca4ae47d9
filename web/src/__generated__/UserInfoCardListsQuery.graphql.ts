/**
 * @generated SignedSource<<74df4a5603c7ad6f4b327216593840bc>>
 * @relayHash 883c94fc798295452ce30a1dbe59f7ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 401a5267d7482ee8d2a84d992fccf82e53ef7642df132cb9182d4a9f5d4aa0eb

import { ConcreteRequest } from 'relay-runtime';
export type UserInfoCardListsQuery$variables = Record<PropertyKey, never>;
export type UserInfoCardListsQuery$data = {
  readonly systemLists: {
    readonly hobbies: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly languages: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly occupations: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly regions: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
  };
};
export type UserInfoCardListsQuery = {
  response: UserInfoCardListsQuery$data;
  variables: UserInfoCardListsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SystemLists",
    "kind": "LinkedField",
    "name": "systemLists",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "regions",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "languages",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "occupations",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "hobbies",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
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
    "name": "UserInfoCardListsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserInfoCardListsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "401a5267d7482ee8d2a84d992fccf82e53ef7642df132cb9182d4a9f5d4aa0eb",
    "metadata": {},
    "name": "UserInfoCardListsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7c26026a49655f0bd0dad65eb79caca0";

export default node;
