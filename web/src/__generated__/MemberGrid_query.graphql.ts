/**
 * @generated SignedSource<<e89edce59e9019a3a677c7c155ce4297>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberGrid_query$data = {
  readonly membersToMeet: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"MemberCard_user" | "UserInfoCard_user">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "MemberGrid_query";
};
export type MemberGrid_query$key = {
  readonly " $data"?: MemberGrid_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberGrid_query">;
};

import MemberGridPaginationQuery_graphql from './MemberGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "membersToMeet"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "ageMax"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "ageMin"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "gender"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "language"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "onlineNow"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "regionCode"
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
      "fragmentPathInResult": [],
      "operation": MemberGridPaginationQuery_graphql
    }
  },
  "name": "MemberGrid_query",
  "selections": [
    {
      "alias": "membersToMeet",
      "args": [
        {
          "kind": "Variable",
          "name": "ageMax",
          "variableName": "ageMax"
        },
        {
          "kind": "Variable",
          "name": "ageMin",
          "variableName": "ageMin"
        },
        {
          "kind": "Variable",
          "name": "gender",
          "variableName": "gender"
        },
        {
          "kind": "Variable",
          "name": "language",
          "variableName": "language"
        },
        {
          "kind": "Variable",
          "name": "onlineNow",
          "variableName": "onlineNow"
        },
        {
          "kind": "Variable",
          "name": "regionCode",
          "variableName": "regionCode"
        }
      ],
      "concreteType": "MembersToMeetConnection",
      "kind": "LinkedField",
      "name": "__MemberGrid_membersToMeet_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MembersToMeetConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
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
                  "name": "MemberCard_user"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserInfoCard_user"
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "aaf87789217a3f0fef5ed3d6b7b71f4a";

export default node;
