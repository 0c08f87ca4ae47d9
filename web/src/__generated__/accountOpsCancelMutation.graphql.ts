/**
 * @generated SignedSource<<fc4dfc883c56801cd6766b2a8418d50c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ccec21bb028205cdda95da91e03a891f",
    "id": null,
    "metadata": {},
    "name": "accountOpsCancelMutation",
    "operationKind": "mutation",
    "text": "mutation accountOpsCancelMutation(\n  $input: AccountCancelInput!\n) {\n  accountCancel(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "27a2620eb5a4b963ed89e7d08c4b50ec";

export default node;
