/**
 * @generated SignedSource<<329fa4e8cd6177e513b0bde2582a4331>>
 * @relayHash ca7860b658bdaae5fb9485eaf90196a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 713e9506b10275afdf2c08a8277a48d24f83a883b769082087bc99b66bf4d4ca

import { ConcreteRequest } from 'relay-runtime';
export type InterfaceLanguageUpdateInput = {
  language: string;
};
export type useInterfaceLanguageUpdateMutation$variables = {
  input: InterfaceLanguageUpdateInput;
};
export type useInterfaceLanguageUpdateMutation$data = {
  readonly interfaceLanguageUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
    };
  };
};
export type useInterfaceLanguageUpdateMutation = {
  response: useInterfaceLanguageUpdateMutation$data;
  variables: useInterfaceLanguageUpdateMutation$variables;
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
    "name": "interfaceLanguageUpdate",
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
        "type": "InterfaceLanguageUpdatePayload",
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
    "name": "useInterfaceLanguageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInterfaceLanguageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "713e9506b10275afdf2c08a8277a48d24f83a883b769082087bc99b66bf4d4ca",
    "metadata": {},
    "name": "useInterfaceLanguageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "12a5f57ed48310d4765de64c21ecbb0e";

export default node;
