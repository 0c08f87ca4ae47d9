/**
 * @generated SignedSource<<35e3f77f3dbeb294d83e624ca9333882>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ComplaintDialog_query$data = {
  readonly reportTypes: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ComplaintDialog_query";
};
export type ComplaintDialog_query$key = {
  readonly " $data"?: ComplaintDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ComplaintDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ComplaintDialog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportType",
      "kind": "LinkedField",
      "name": "reportTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "55e1b91792710e79eb69054a2a0edc23";

export default node;
