/**
 * @generated SignedSource<<a0e7840d3a2eaf96aff9679282b56f20>>
 * @relayHash 83093426c229512dab72cc1dab844135
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af1eeeb0f4c70859474c2e04a701a30701391e1e782f65a7a5ad26b483f5317c

import { ConcreteRequest } from 'relay-runtime';
export type UserHomePageVisitInput = {
  userId: string;
};
export type useUserHomePageVisitMutation$variables = {
  input: UserHomePageVisitInput;
};
export type useUserHomePageVisitMutation$data = {
  readonly userHomePageVisit: {
    readonly __typename: string;
  };
};
export type useUserHomePageVisitMutation = {
  response: useUserHomePageVisitMutation$data;
  variables: useUserHomePageVisitMutation$variables;
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
    "name": "useUserHomePageVisitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserHomePageVisitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "af1eeeb0f4c70859474c2e04a701a30701391e1e782f65a7a5ad26b483f5317c",
    "metadata": {},
    "name": "useUserHomePageVisitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bc6dbe78676660fcd5853300ab30a44d";

export default node;
