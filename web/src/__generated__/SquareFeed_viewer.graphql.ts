/**
 * @generated SignedSource<<715f8adc88fa334a5f52101d90bbaf44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SquareFeed_viewer$data = {
  readonly momentFeed: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"MomentCard_moment">;
      };
    }>;
    readonly sinceCursor: string | null | undefined;
  };
  readonly " $fragmentType": "SquareFeed_viewer";
};
export type SquareFeed_viewer$key = {
  readonly " $data"?: SquareFeed_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SquareFeed_viewer">;
};

import SquareFeedPaginationQuery_graphql from './SquareFeedPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "momentFeed"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": "ALL",
      "kind": "LocalArgument",
      "name": "scope"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "seed"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": SquareFeedPaginationQuery_graphql
    }
  },
  "name": "SquareFeed_viewer",
  "selections": [
    {
      "alias": "momentFeed",
      "args": [
        {
          "kind": "Variable",
          "name": "scope",
          "variableName": "scope"
        },
        {
          "kind": "Variable",
          "name": "seed",
          "variableName": "seed"
        }
      ],
      "concreteType": "MomentConnection",
      "kind": "LinkedField",
      "name": "__SquareFeed_momentFeed_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sinceCursor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MomentEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Moment",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MomentCard_moment"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "f304df8c329e33c7b430082f767460b3";

export default node;
