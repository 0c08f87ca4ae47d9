/**
 * @generated SignedSource<<6866e56a63f79fae5eabb25fe72df10f>>
 * @relayHash 619b4aba0a6da6ac657b09e6e8fc8034
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d4ece1bb4d5e2e508e6223fac623a7990c908d626717d93f423ecafa3828ad4

import { ConcreteRequest } from 'relay-runtime';
export type useMomentPhotoUploadGrantMutation$variables = Record<PropertyKey, never>;
export type useMomentPhotoUploadGrantMutation$data = {
  readonly momentPhotoUploadGrant: {
    readonly uploadUrl: string;
  };
};
export type useMomentPhotoUploadGrantMutation = {
  response: useMomentPhotoUploadGrantMutation$data;
  variables: useMomentPhotoUploadGrantMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AlbumUploadGrant",
    "kind": "LinkedField",
    "name": "momentPhotoUploadGrant",
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
    "name": "useMomentPhotoUploadGrantMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMomentPhotoUploadGrantMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2d4ece1bb4d5e2e508e6223fac623a7990c908d626717d93f423ecafa3828ad4",
    "metadata": {},
    "name": "useMomentPhotoUploadGrantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4bf6784a599581f8c82571716dbd2cc9";

export default node;
