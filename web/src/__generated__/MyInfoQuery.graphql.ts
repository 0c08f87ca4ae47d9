/**
 * @generated SignedSource<<b74fe13626fc9a62898b2917eac9a81e>>
 * @relayHash b2217f5d9e3834152a64f822e94fbdcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9aeaaeb04ae2950bbd4e6531667ee48a82145d8fd9691162bcacc725113766b0

import { ConcreteRequest } from 'relay-runtime';
export type MyInfoQuery$variables = Record<PropertyKey, never>;
export type MyInfoQuery$data = {
  readonly viewer: {
    readonly accountNumber: number;
    readonly albumPhotos: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly url: string;
        };
      }>;
    } | null | undefined;
    readonly followerCount: number;
    readonly followingCount: number;
    readonly id: string;
    readonly nickname: string;
    readonly privacySettings: {
      readonly commentsPublic: boolean;
      readonly friendRequestsNeedApproval: boolean;
      readonly hiddenFromSearch: boolean;
      readonly likesPublic: boolean;
      readonly onlineStatusHidden: boolean;
    } | null | undefined;
    readonly visitorCounts: {
      readonly today: number;
      readonly total: number;
    } | null | undefined;
  } | null | undefined;
};
export type MyInfoQuery = {
  response: MyInfoQuery$data;
  variables: MyInfoQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "followerCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "followingCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VisitorCounts",
        "kind": "LinkedField",
        "name": "visitorCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "today",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PrivacySettings",
        "kind": "LinkedField",
        "name": "privacySettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "friendRequestsNeedApproval",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likesPublic",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commentsPublic",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenFromSearch",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onlineStatusHidden",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 48
          }
        ],
        "concreteType": "AlbumPhotoConnection",
        "kind": "LinkedField",
        "name": "albumPhotos",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AlbumPhotoConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AlbumPhoto",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "albumPhotos(first:48)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyInfoQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyInfoQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9aeaaeb04ae2950bbd4e6531667ee48a82145d8fd9691162bcacc725113766b0",
    "metadata": {},
    "name": "MyInfoQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "43ab311ddc0d9c5974dc4c15ac0b5f28";

export default node;
