/**
 * @generated SignedSource<<1bca5becdd1f0dd7f0728384a66305da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MaintenanceNotice_query$data = {
  readonly maintenance: {
    readonly endsAt: string;
    readonly message: string;
    readonly startsAt: string;
  } | null | undefined;
  readonly " $fragmentType": "MaintenanceNotice_query";
};
export type MaintenanceNotice_query$key = {
  readonly " $data"?: MaintenanceNotice_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MaintenanceNotice_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MaintenanceNotice_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Maintenance",
      "kind": "LinkedField",
      "name": "maintenance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b4f62ef81f2d9cf13eb97a006bd8f59a";

export default node;
