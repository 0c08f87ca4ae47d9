/**
 * @generated SignedSource<<5d4aef5171cbfcbac159e40e7745d9a0>>
 * @relayHash cec6ea7d01352681fc07bfb727413724
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be0d8d23701dfa24e8e584b6c692d6e1c1a2bb69b524722501c2ab115ca39307

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
    "id": "be0d8d23701dfa24e8e584b6c692d6e1c1a2bb69b524722501c2ab115ca39307",
    "metadata": {},
    "name": "mutationsAlbumAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdbd1a5f337b09b39cbabcf4c3263749";

export default node;
