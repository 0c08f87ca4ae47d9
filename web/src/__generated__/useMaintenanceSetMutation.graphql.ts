/**
 * @generated SignedSource<<043ee6982c97b1ac5cee41797f583f26>>
 * @relayHash 6b1a4cadec49d30f12505551d3ac4aff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fe9b8c9c48e1c934217b0e8045dced80ce66f4685183bc2e3f1fabfe36a76af

import { ConcreteRequest } from 'relay-runtime';
export type MaintenanceSetInput = {
  clear?: boolean | null | undefined;
  endsAt?: string | null | undefined;
  startsAt?: string | null | undefined;
  texts?: ReadonlyArray<MaintenanceTextInput> | null | undefined;
};
export type MaintenanceTextInput = {
  language: string;
  message: string;
};
export type useMaintenanceSetMutation$variables = {
  input: MaintenanceSetInput;
};
export type useMaintenanceSetMutation$data = {
  readonly maintenanceSet: {
    readonly __typename: string;
    readonly field?: string;
    readonly maintenanceDesk?: {
      readonly window: {
        readonly startsAt: string;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type useMaintenanceSetMutation = {
  response: useMaintenanceSetMutation$data;
  variables: useMaintenanceSetMutation$variables;
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
    "name": "maintenanceSet",
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
            "concreteType": "MaintenanceDesk",
            "kind": "LinkedField",
            "name": "maintenanceDesk",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffMaintenanceWindow",
                "kind": "LinkedField",
                "name": "window",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MaintenanceSetPayload",
        "abstractKey": null
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
    "name": "useMaintenanceSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMaintenanceSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fe9b8c9c48e1c934217b0e8045dced80ce66f4685183bc2e3f1fabfe36a76af",
    "metadata": {},
    "name": "useMaintenanceSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27d6ab1ea27de8db921bc39ff70c4e84";

export default node;
