/**
 * @generated SignedSource<<a0032275abe7ce1073e5ea7b6ea3551b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type noticesLiveEvents_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MaintenanceNotice_query">;
  readonly " $fragmentType": "noticesLiveEvents_query";
};
export type noticesLiveEvents_query$key = {
  readonly " $data"?: noticesLiveEvents_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"noticesLiveEvents_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "noticesLiveEvents_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MaintenanceNotice_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fe83a4c6bd555b64816f3b7c39cb84a9";

export default node;
