/**
 * @generated SignedSource<<4ab74bcf5e0abed2bb4a347c970a4986>>
 * @relayHash fe53992bc55148d2b5536a0ea9ce3432
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c920c3125fbf2da121a11ae68ca410306002060deb10049bb40e5b8c1afb747

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useListNamesFragmentRefetchQuery$variables = Record<PropertyKey, never>;
export type useListNamesFragmentRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useListNamesFragment_query">;
};
export type useListNamesFragmentRefetchQuery = {
  response: useListNamesFragmentRefetchQuery$data;
  variables: useListNamesFragmentRefetchQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useListNamesFragmentRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useListNamesFragment_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useListNamesFragmentRefetchQuery",
    "selections": [
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
    ]
  },
  "params": {
    "id": "1c920c3125fbf2da121a11ae68ca410306002060deb10049bb40e5b8c1afb747",
    "metadata": {},
    "name": "useListNamesFragmentRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2ed6cab3eda72a057a32ebd466d1ac4";

export default node;
