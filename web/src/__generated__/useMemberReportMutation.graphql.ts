/**
 * @generated SignedSource<<476a46fc67b1ddab215c238a605673ad>>
 * @relayHash df0d82c9e4ec1dda5fc02afecab1ea08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d33eaaf72dea66bd275299f3482ea35fe1b35b5ca734f46df5fb731428a6c8e

import { ConcreteRequest } from 'relay-runtime';
export type MemberReportInput = {
  messageId?: string | null | undefined;
  notes?: string | null | undefined;
  reason: string;
  typeId: number;
  userId: string;
};
export type useMemberReportMutation$variables = {
  input: MemberReportInput;
};
export type useMemberReportMutation$data = {
  readonly memberReport: {
    readonly __typename: string;
    readonly message?: string;
    readonly reported?: boolean;
  };
};
export type useMemberReportMutation = {
  response: useMemberReportMutation$data;
  variables: useMemberReportMutation$variables;
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
    "name": "memberReport",
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
            "name": "reported",
            "storageKey": null
          }
        ],
        "type": "MemberReportPayload",
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
    "name": "useMemberReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMemberReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4d33eaaf72dea66bd275299f3482ea35fe1b35b5ca734f46df5fb731428a6c8e",
    "metadata": {},
    "name": "useMemberReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9984f7a0390d6e9bcd7d3d6a458cd961";

export default node;
