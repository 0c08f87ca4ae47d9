/**
 * @generated SignedSource<<ba621e734656a67a85b00f01bca20450>>
 * @relayHash 867843a3ccd88876963b10c41bc74656
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7380b31734ae659b82165bb80d14ebca009708c5b16c7feb5429a91befa375ff

import { ConcreteRequest } from 'relay-runtime';
export type AlbumPhotoAddInput = {
  uploadKey: string;
};
export type useAlbumPhotoAddMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AlbumPhotoAddInput;
};
export type useAlbumPhotoAddMutation$data = {
  readonly albumPhotoAdd: {
    readonly __typename: string;
    readonly message?: string;
    readonly photo?: {
      readonly id: string;
      readonly url: string;
    };
  };
};
export type useAlbumPhotoAddMutation = {
  response: useAlbumPhotoAddMutation$data;
  variables: useAlbumPhotoAddMutation$variables;
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
  "concreteType": "AlbumPhoto",
  "kind": "LinkedField",
  "name": "photo",
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
      "name": "url",
      "storageKey": null
    }
  ],
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
    "name": "useAlbumPhotoAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "albumPhotoAdd",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "AlbumPhotoAddPayload",
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
    "name": "useAlbumPhotoAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "albumPhotoAdd",
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
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "photo",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "AlbumPhotoConnectionEdge"
                  }
                ]
              }
            ],
            "type": "AlbumPhotoAddPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7380b31734ae659b82165bb80d14ebca009708c5b16c7feb5429a91befa375ff",
    "metadata": {},
    "name": "useAlbumPhotoAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62969a50fe975c4333b9798e8836a632";

export default node;
