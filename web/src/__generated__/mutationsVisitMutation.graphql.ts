/**
 * @generated SignedSource<<55faaa5699f33d51d2ca70b9852216ab>>
 * @relayHash 28712b60af1da6f0d0b6a03eb7e692f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fef2f1725818ef2d503f25c68f5f4d72d766e3dcf7d6d1b5a5b31cb76e0a78ad

import { ConcreteRequest } from 'relay-runtime';
export type UserHomePageVisitInput = {
  userId: string;
};
export type mutationsVisitMutation$variables = {
  input: UserHomePageVisitInput;
};
export type mutationsVisitMutation$data = {
  readonly userHomePageVisit: {
    readonly __typename: string;
  };
};
export type mutationsVisitMutation = {
  response: mutationsVisitMutation$data;
  variables: mutationsVisitMutation$variables;
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
    "name": "userHomePageVisit",
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
    "name": "mutationsVisitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsVisitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fef2f1725818ef2d503f25c68f5f4d72d766e3dcf7d6d1b5a5b31cb76e0a78ad",
    "metadata": {},
    "name": "mutationsVisitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e76216a52b91c5dcf516b1c40a6d4c32";

export default node;
