/**
 * @generated SignedSource<<63b312e0d39faafacc14d119070559c7>>
 * @relayHash 1a1b72a7af8387c5787bb669bb598268
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93ec618e1a34632068770f3ae3e8fde3e21c30005ffc647e158336c0fa5afbcc

import { ConcreteRequest } from 'relay-runtime';
export type useStaffFactorEnrolMutation$variables = Record<PropertyKey, never>;
export type useStaffFactorEnrolMutation$data = {
  readonly staffFactorEnrol: {
    readonly __typename: string;
    readonly message?: string;
    readonly otpauthUri?: string;
    readonly secret?: string;
  };
};
export type useStaffFactorEnrolMutation = {
  response: useStaffFactorEnrolMutation$data;
  variables: useStaffFactorEnrolMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "staffFactorEnrol",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "otpauthUri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secret",
            "storageKey": null
          }
        ],
        "type": "StaffFactorEnrolPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useStaffFactorEnrolMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStaffFactorEnrolMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "93ec618e1a34632068770f3ae3e8fde3e21c30005ffc647e158336c0fa5afbcc",
    "metadata": {},
    "name": "useStaffFactorEnrolMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47bd7594c02ed51924ce9b545b0cc8d9";

export default node;
