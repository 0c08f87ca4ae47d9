/**
 * @generated SignedSource<<9fe889c6c878dc6534523119c9a0086c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useListNamesFragment_query$data = {
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
  readonly " $fragmentType": "useListNamesFragment_query";
};
export type useListNamesFragment_query$key = {
  readonly " $data"?: useListNamesFragment_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useListNamesFragment_query">;
};

import useListNamesFragmentRefetchQuery_graphql from './useListNamesFragmentRefetchQuery.graphql';

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": useListNamesFragmentRefetchQuery_graphql
    }
  },
  "name": "useListNamesFragment_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a2ed6cab3eda72a057a32ebd466d1ac4";

export default node;
