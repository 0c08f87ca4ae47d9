/**
 * @generated SignedSource<<99b5afa88da2758e02d3c3d3de46103c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetupFields_lists$data = {
  readonly heightCm: {
    readonly max: number;
    readonly min: number;
  };
  readonly hobbies: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly occupations: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly weightKg: {
    readonly max: number;
    readonly min: number;
  };
  readonly " $fragmentType": "SetupFields_lists";
};
export type SetupFields_lists$key = {
  readonly " $data"?: SetupFields_lists$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetupFields_lists">;
};

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
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "min",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "max",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetupFields_lists",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ListOption",
      "kind": "LinkedField",
      "name": "hobbies",
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
      "concreteType": "IntRange",
      "kind": "LinkedField",
      "name": "heightCm",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IntRange",
      "kind": "LinkedField",
      "name": "weightKg",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "SystemLists",
  "abstractKey": null
};
})();

(node as any).hash = "685d31d599fecde7c15ce42ff9892857";

export default node;
