/**
 * @generated SignedSource<<7440f55df7e4eee9ca63b4edf5ffb116>>
 * @relayHash 0aad646965a71827196684f1ee752e65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92db7ee1416b051ca3b1e1f50be20be6b89b867d9dfca9068dfd326886537d2a

import { ConcreteRequest } from 'relay-runtime';
export type useAlbumUploadGrantMutation$variables = Record<PropertyKey, never>;
export type useAlbumUploadGrantMutation$data = {
  readonly albumUploadGrant: {
    readonly uploadUrl: string;
  };
};
export type useAlbumUploadGrantMutation = {
  response: useAlbumUploadGrantMutation$data;
  variables: useAlbumUploadGrantMutation$variables;
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
    "name": "useAlbumUploadGrantMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAlbumUploadGrantMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "92db7ee1416b051ca3b1e1f50be20be6b89b867d9dfca9068dfd326886537d2a",
    "metadata": {},
    "name": "useAlbumUploadGrantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ef3860db8c09b118d1e6927a563cf6ba";

export default node;
