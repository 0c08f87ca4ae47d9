/**
 * @generated SignedSource<<ba1fb97d98eedaf06bba2427f12749c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetScreen_query$data = {
  readonly membersToMeet: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"MemberCard_user" | "UserInfoCard_user">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "MeetScreen_query";
};
export type MeetScreen_query$key = {
  readonly " $data"?: MeetScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeetScreen_query">;
};

import MeetScreenPaginationQuery_graphql from './MeetScreenPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "membersToMeet"
];
return {
  "argumentDefinitions": [
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
      "operation": MeetScreenPaginationQuery_graphql
    }
  },
  "name": "MeetScreen_query",
  "selections": [
    {
      "alias": "membersToMeet",
      "args": [
        {
          "kind": "Variable",
          "name": "gender",
          "variableName": "gender"
        }
      ],
      "concreteType": "MembersToMeetConnection",
      "kind": "LinkedField",
      "name": "__MeetScreen_membersToMeet_connection",
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

(node as any).hash = "e1e5485b8dab201b6d5aae7d37d35a70";

export default node;
