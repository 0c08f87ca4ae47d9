/**
 * @generated SignedSource<<b29df9fed015b5c64c57d09ebaf7ea61>>
 * @relayHash 8841779af9c6427d995f105944797ef7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 502135fac05715c54dc749fc1f02927aba561578387d3885c4ecd066a75ab76a

import { ConcreteRequest } from 'relay-runtime';
export type MomentReportInput = {
  momentId: string;
  notes?: string | null | undefined;
  reason: string;
  typeId: number;
};
export type useMomentReportMutation$variables = {
  input: MomentReportInput;
};
export type useMomentReportMutation$data = {
  readonly momentReport: {
    readonly __typename: string;
    readonly message?: string;
    readonly reported?: boolean;
  };
};
export type useMomentReportMutation = {
  response: useMomentReportMutation$data;
  variables: useMomentReportMutation$variables;
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
    "name": "momentReport",
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
        "type": "ContentReportPayload",
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
    "name": "useMomentReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "502135fac05715c54dc749fc1f02927aba561578387d3885c4ecd066a75ab76a",
    "metadata": {},
    "name": "useMomentReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe6282705c3c09fe3e5995b3fc210feb";

export default node;
