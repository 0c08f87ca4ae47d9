/**
 * @generated SignedSource<<7163a1a16b00de9f6fdfee860ec664c6>>
 * @relayHash 9180525192cdf83c3ae8a04e0b10bf52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46a60a187a633d2fc774f9e6cb259267625c24f8b0b609db9b08d62054a02089

import { ConcreteRequest } from 'relay-runtime';
export type AccountCancelInput = {
  password: string;
};
export type useAccountCancelMutation$variables = {
  input: AccountCancelInput;
};
export type useAccountCancelMutation$data = {
  readonly accountCancel: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type useAccountCancelMutation = {
  response: useAccountCancelMutation$data;
  variables: useAccountCancelMutation$variables;
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
    "name": "accountCancel",
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
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useAccountCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAccountCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "46a60a187a633d2fc774f9e6cb259267625c24f8b0b609db9b08d62054a02089",
    "metadata": {},
    "name": "useAccountCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a464fda35e1ddd39d219e13ddac6508c";

export default node;
