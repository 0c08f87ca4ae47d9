/**
 * @generated SignedSource<<75e5c1b80927ac96a19932e12945f2db>>
 * @relayHash ccec21bb028205cdda95da91e03a891f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa2a51d21bee0005e4426de803c7c37ecea1b66f8fed2771fb6f3d1c6d2a7026

import { ConcreteRequest } from 'relay-runtime';
export type AccountCancelInput = {
  password: string;
};
export type accountOpsCancelMutation$variables = {
  input: AccountCancelInput;
};
export type accountOpsCancelMutation$data = {
  readonly accountCancel: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  };
};
export type accountOpsCancelMutation = {
  response: accountOpsCancelMutation$data;
  variables: accountOpsCancelMutation$variables;
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
    "name": "accountOpsCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountOpsCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa2a51d21bee0005e4426de803c7c37ecea1b66f8fed2771fb6f3d1c6d2a7026",
    "metadata": {},
    "name": "accountOpsCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27a2620eb5a4b963ed89e7d08c4b50ec";

export default node;
