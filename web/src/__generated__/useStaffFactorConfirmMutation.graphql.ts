/**
 * @generated SignedSource<<eb5fb41f675c6ce626bdec090912583f>>
 * @relayHash 9738afcc9fd0e4b88b4337a5a3af4d42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3f8645c119c75b769c5f1036b0205506b05a4accc5aefbd92643c4dff9f68f6

import { ConcreteRequest } from 'relay-runtime';
export type StaffSecondFactor = "ENROLLED" | "NONE" | "VERIFIED" | "%future added value";
export type StaffFactorConfirmInput = {
  code: string;
};
export type useStaffFactorConfirmMutation$variables = {
  input: StaffFactorConfirmInput;
};
export type useStaffFactorConfirmMutation$data = {
  readonly staffFactorConfirm: {
    readonly __typename: string;
    readonly message?: string;
    readonly recoveryCodes?: ReadonlyArray<string>;
    readonly viewer?: {
      readonly staff: {
        readonly secondFactor: StaffSecondFactor;
      };
    };
  };
};
export type useStaffFactorConfirmMutation = {
  response: useStaffFactorConfirmMutation$data;
  variables: useStaffFactorConfirmMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recoveryCodes",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "StaffStatus",
  "kind": "LinkedField",
  "name": "staff",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondFactor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStaffFactorConfirmMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "staffFactorConfirm",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "StaffFactorConfirmPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStaffFactorConfirmMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "staffFactorConfirm",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
            "type": "StaffFactorConfirmPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d3f8645c119c75b769c5f1036b0205506b05a4accc5aefbd92643c4dff9f68f6",
    "metadata": {},
    "name": "useStaffFactorConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c667c559e994996fe474f0af731a7370";

export default node;
