/**
 * @generated SignedSource<<9a7ece443cacd453401bdcda396e5ff0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MomentReader_viewer$data = {
  readonly hideLikeCounts: boolean;
  readonly user: {
    readonly language: string | null | undefined;
    readonly spokenLanguages: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "MomentReader_viewer";
};
export type MomentReader_viewer$key = {
  readonly " $data"?: MomentReader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MomentReader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MomentReader_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideLikeCounts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spokenLanguages",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e3ab159fc81c74b39ebb18bf81e58fa2";

export default node;
