/**
 * @generated SignedSource<<de66d83d8776a6bf2a3a65e02701bd7c>>
 * @relayHash b8df4e5d28d232b41a7cba94f472483f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e4842c429861080082fa5a39d60c489fa3a670e979977170244e28e68c0db2f

import { ConcreteRequest } from 'relay-runtime';
export type AlbumPhotoDeleteInput = {
  photoId: string;
};
export type mutationsAlbumDeleteMutation$variables = {
  input: AlbumPhotoDeleteInput;
};
export type mutationsAlbumDeleteMutation$data = {
  readonly albumPhotoDelete: {
    readonly __typename: "AlbumPhotoDeletePayload";
    readonly deletedPhotoId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsAlbumDeleteMutation = {
  response: mutationsAlbumDeleteMutation$data;
  variables: mutationsAlbumDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPhotoId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsAlbumDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "albumPhotoDelete",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "AlbumPhotoDeletePayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsAlbumDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "albumPhotoDelete",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedPhotoId"
              }
            ],
            "type": "AlbumPhotoDeletePayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e4842c429861080082fa5a39d60c489fa3a670e979977170244e28e68c0db2f",
    "metadata": {},
    "name": "mutationsAlbumDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab45d42606d356ea9a25137981e76d5c";

export default node;
