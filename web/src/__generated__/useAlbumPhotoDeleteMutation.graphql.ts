/**
 * @generated SignedSource<<fa8a18b010fa2ea98c635edca96030c3>>
 * @relayHash 99f5bfca06143f0e96898b13f49abd3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7eb8dade71ef5ac714760b4df610aac0dafee3fd1487209357b2e68bbf4fe66f

import { ConcreteRequest } from 'relay-runtime';
export type AlbumPhotoDeleteInput = {
  photoId: string;
};
export type useAlbumPhotoDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AlbumPhotoDeleteInput;
};
export type useAlbumPhotoDeleteMutation$data = {
  readonly albumPhotoDelete: {
    readonly __typename: string;
    readonly deletedPhotoId?: string;
    readonly message?: string;
  };
};
export type useAlbumPhotoDeleteMutation$rawResponse = {
  readonly albumPhotoDelete: {
    readonly __typename: "AlbumPhotoDeletePayload";
    readonly deletedPhotoId: string;
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useAlbumPhotoDeleteMutation = {
  rawResponse: useAlbumPhotoDeleteMutation$rawResponse;
  response: useAlbumPhotoDeleteMutation$data;
  variables: useAlbumPhotoDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPhotoId",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAlbumPhotoDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "albumPhotoDelete",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "AlbumPhotoDeletePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAlbumPhotoDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "albumPhotoDelete",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedPhotoId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "AlbumPhotoDeletePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7eb8dade71ef5ac714760b4df610aac0dafee3fd1487209357b2e68bbf4fe66f",
    "metadata": {},
    "name": "useAlbumPhotoDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4a479eda01994150b4bc4263e5d6e00a";

export default node;
