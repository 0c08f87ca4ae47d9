/**
 * @generated SignedSource<<c8dc6ad2f1cf88219b65b45150336f83>>
 * @relayHash 367fa1b0eb1681caf14efa5b5906930f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4de7faa8f4d1f4a26f439c6b3a286e3a3e635156f3f08bf1b29ff9141f6a477

import { ConcreteRequest } from 'relay-runtime';
export type useMessageImageUploadGrantMutation$variables = Record<PropertyKey, never>;
export type useMessageImageUploadGrantMutation$data = {
  readonly messageImageUploadGrant: {
    readonly uploadUrl: string;
  };
};
export type useMessageImageUploadGrantMutation = {
  response: useMessageImageUploadGrantMutation$data;
  variables: useMessageImageUploadGrantMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AlbumUploadGrant",
    "kind": "LinkedField",
    "name": "messageImageUploadGrant",
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
    "name": "useMessageImageUploadGrantMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMessageImageUploadGrantMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e4de7faa8f4d1f4a26f439c6b3a286e3a3e635156f3f08bf1b29ff9141f6a477",
    "metadata": {},
    "name": "useMessageImageUploadGrantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d8c4b636ff0f7a079ee548c7ec6c9454";

export default node;
