/**
 * @generated SignedSource<<380dbfb34518d1a99c5ac91ef4bf7063>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type mutationsAlbumGrantMutation$variables = Record<PropertyKey, never>;
export type mutationsAlbumGrantMutation$data = {
  readonly albumUploadGrant: {
    readonly uploadUrl: string;
  };
};
export type mutationsAlbumGrantMutation = {
  response: mutationsAlbumGrantMutation$data;
  variables: mutationsAlbumGrantMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AlbumUploadGrant",
    "kind": "LinkedField",
    "name": "albumUploadGrant",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uploadUrl",
        "storageKey": null
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
    "name": "mutationsAlbumGrantMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mutationsAlbumGrantMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e95d06f92eb5d8773488adf80b5ddb1b",
    "id": null,
    "metadata": {},
    "name": "mutationsAlbumGrantMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsAlbumGrantMutation {\n  albumUploadGrant {\n    uploadUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ff8779a46ac79b5606489fc833e979f";

export default node;
