/**
 * @generated SignedSource<<68c9d724e19e43dd3d809a71fcc7e836>>
 * @relayHash 5dddacd9ffd3bb8abf21bf4024f67c3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6740bb7f4c398781979f2bfb3cf08b5bbd354c19ea78a6d7ee2a8522b6688bdd

import { ConcreteRequest } from 'relay-runtime';
export type useListNamesQuery$variables = Record<PropertyKey, never>;
export type useListNamesQuery$data = {
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
export type useListNamesQuery = {
  response: useListNamesQuery$data;
  variables: useListNamesQuery$variables;
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
    "name": "useListNamesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useListNamesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6740bb7f4c398781979f2bfb3cf08b5bbd354c19ea78a6d7ee2a8522b6688bdd",
    "metadata": {},
    "name": "useListNamesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4337a2ce0b9db35844d3ee17e9defa10";

export default node;
