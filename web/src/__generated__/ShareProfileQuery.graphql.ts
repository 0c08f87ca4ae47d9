/**
 * @generated SignedSource<<3a6fc1824fd9ec13618593a91427b9b7>>
 * @relayHash f3a26e123538cb02bb30b0a8620b2987
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0249ee549921b3aac40675a652776622fde62af095437a32d82025a0d8166ffa

import { ConcreteRequest } from 'relay-runtime';
export type ShareProfileQuery$variables = Record<PropertyKey, never>;
export type ShareProfileQuery$data = {
  readonly viewer: {
    readonly friendShareCode: string;
    readonly id: string;
  } | null | undefined;
};
export type ShareProfileQuery = {
  response: ShareProfileQuery$data;
  variables: ShareProfileQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "friendShareCode",
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
    "name": "ShareProfileQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShareProfileQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0249ee549921b3aac40675a652776622fde62af095437a32d82025a0d8166ffa",
    "metadata": {},
    "name": "ShareProfileQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d7628f39a37a79fc9972024767ff595";

export default node;
