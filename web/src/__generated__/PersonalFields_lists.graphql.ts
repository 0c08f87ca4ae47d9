/**
 * @generated SignedSource<<6efc3b38442bded07a311a36eafb42f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalFields_lists$data = {
  readonly languages: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly regions: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "PersonalFields_lists";
};
export type PersonalFields_lists$key = {
  readonly " $data"?: PersonalFields_lists$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalFields_lists">;
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalFields_lists",
  "selections": [
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
      "name": "regions",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "SystemLists",
  "abstractKey": null
};
})();

(node as any).hash = "3882db61dcb788f6d7702ee24302e7f0";

export default node;
