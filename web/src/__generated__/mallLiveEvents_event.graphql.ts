/**
 * @generated SignedSource<<f41ff0c91a7a7cc5d877b218bc0cbd78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderRole = "BUYER" | "RECIPIENT" | "STAFF" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type mallLiveEvents_event$data = {
  readonly order?: {
    readonly id: string;
    readonly role: OrderRole;
    readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order">;
  };
  readonly viewer?: {
    readonly " $fragmentSpreads": FragmentRefs<"mallLiveEvents_viewer">;
  };
  readonly " $fragmentType": "mallLiveEvents_event";
};
export type mallLiveEvents_event$key = {
  readonly " $data"?: mallLiveEvents_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"mallLiveEvents_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "mallLiveEvents_event",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Order",
          "kind": "LinkedField",
          "name": "order",
          "plural": false,
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
              "name": "role",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "OrderCard_order"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "mallLiveEvents_viewer"
            }
          ],
          "storageKey": null
        }
      ],
      "type": "OrderChangedEvent",
      "abstractKey": null
    }
  ],
  "type": "ViewerEvent",
  "abstractKey": "__isViewerEvent"
};

(node as any).hash = "aa060c990354bea82b0a3ba09886432a";

export default node;
