/**
 * @generated SignedSource<<db76e8379e0a9e4609b503c072244739>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ComplaintDialog_query$data = {
  readonly reportTypes: ReadonlyArray<{
    readonly name: string;
    readonly typeId: number;
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
          "name": "typeId",
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

(node as any).hash = "31b81a5b68afcd69436a2320ef21a83c";

export default node;
