/**
 * @generated SignedSource<<190f32a692d42afb43b9c826cff22497>>
 * @relayHash c9138cf3d2d93c11b6fcaaaee539dab6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfa8e421f012feaf72ab587e69d9ae7d23e90292d3b28cc3ca80ed5aa799df30

import { ConcreteRequest } from 'relay-runtime';
export type useSessionLogoutMutation$variables = Record<PropertyKey, never>;
export type useSessionLogoutMutation$data = {
  readonly sessionLogout: {
    readonly viewer: {
      readonly id: string;
    } | null | undefined;
  };
};
export type useSessionLogoutMutation = {
  response: useSessionLogoutMutation$data;
  variables: useSessionLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SessionLogoutPayload",
    "kind": "LinkedField",
    "name": "sessionLogout",
    "plural": false,
    "selections": [
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
          }
        ],
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
    "name": "useSessionLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSessionLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cfa8e421f012feaf72ab587e69d9ae7d23e90292d3b28cc3ca80ed5aa799df30",
    "metadata": {},
    "name": "useSessionLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "97f9779d46a40e241673e41c6f16ec5e";

export default node;
