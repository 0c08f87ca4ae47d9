/**
 * @generated SignedSource<<7996ebe9aab433a023ee5366f04c63b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AlbumPhotoAddInput = {
  uploadKey: string;
};
export type mutationsAlbumAddMutation$variables = {
  input: AlbumPhotoAddInput;
};
export type mutationsAlbumAddMutation$data = {
  readonly albumPhotoAdd: {
    readonly __typename: string;
  };
};
export type mutationsAlbumAddMutation = {
  response: mutationsAlbumAddMutation$data;
  variables: mutationsAlbumAddMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "albumPhotoAdd",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsAlbumAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsAlbumAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cec6ea7d01352681fc07bfb727413724",
    "id": null,
    "metadata": {},
    "name": "mutationsAlbumAddMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsAlbumAddMutation(\n  $input: AlbumPhotoAddInput!\n) {\n  albumPhotoAdd(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "cdbd1a5f337b09b39cbabcf4c3263749";

export default node;
