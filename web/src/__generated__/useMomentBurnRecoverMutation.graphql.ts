/**
 * @generated SignedSource<<1736af97253291975d499372e63cd59e>>
 * @relayHash 7937fe96865d6b237a3f25251a60e7a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee3edaff5fbcef7548c41d11b8296ba46627d03beb3fdc1384b81b8f03f8b211

import { ConcreteRequest } from 'relay-runtime';
export type MomentBurnRecoverInput = {
  momentId: string;
};
export type useMomentBurnRecoverMutation$variables = {
  input: MomentBurnRecoverInput;
};
export type useMomentBurnRecoverMutation$data = {
  readonly momentBurnRecover: {
    readonly __typename: string;
    readonly message?: string;
    readonly moment?: {
      readonly id: string;
    };
  };
};
export type useMomentBurnRecoverMutation = {
  response: useMomentBurnRecoverMutation$data;
  variables: useMomentBurnRecoverMutation$variables;
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
    "name": "momentBurnRecover",
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
            "concreteType": "Moment",
            "kind": "LinkedField",
            "name": "moment",
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
        "type": "MomentBurnRecoverPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMomentBurnRecoverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentBurnRecoverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ee3edaff5fbcef7548c41d11b8296ba46627d03beb3fdc1384b81b8f03f8b211",
    "metadata": {},
    "name": "useMomentBurnRecoverMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fdc906b6b63a32e274273d68fd784d6b";

export default node;
