/**
 * @generated SignedSource<<421632abf49eabb40fed7f27bcee546e>>
 * @relayHash e95d06f92eb5d8773488adf80b5ddb1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 762f5edbf342304ca0a1f61081adb191187c162e75c575a4be2d7cf7a3e3c302

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
    "id": "762f5edbf342304ca0a1f61081adb191187c162e75c575a4be2d7cf7a3e3c302",
    "metadata": {},
    "name": "mutationsAlbumGrantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ff8779a46ac79b5606489fc833e979f";

export default node;
