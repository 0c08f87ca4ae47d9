/**
 * @generated SignedSource<<a8311d2ef130003f5ee1c47edb98cfa8>>
 * @relayHash 55eec57a9d883571ade45cd78c223ffc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62bb88c3528d3ce74dfa8953d1e0cc9f08ba964db358394d1ee1cbe17f46fcb7

import { ConcreteRequest } from 'relay-runtime';
export type PaySuccessScreenQuery$variables = Record<PropertyKey, never>;
export type PaySuccessScreenQuery$data = {
  readonly viewer: {
    readonly goldCoins: number;
    readonly id: string;
  } | null | undefined;
};
export type PaySuccessScreenQuery = {
  response: PaySuccessScreenQuery$data;
  variables: PaySuccessScreenQuery$variables;
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
        "name": "goldCoins",
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
    "name": "PaySuccessScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaySuccessScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "62bb88c3528d3ce74dfa8953d1e0cc9f08ba964db358394d1ee1cbe17f46fcb7",
    "metadata": {},
    "name": "PaySuccessScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f72e33a2d310c3676f1d4f0eb39bf679";

export default node;
