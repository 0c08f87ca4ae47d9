/**
 * @generated SignedSource<<2d4e3b88b7e6605154c9efecdb087b9e>>
 * @relayHash de33dcdb2d35cad5430ea53a4c91da00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 488722344b05ad97f8f717df6024aa480b20ebaca8aaae8f4f18a07cb77cf3c5

import { ConcreteRequest } from 'relay-runtime';
export type MomentCommentReportInput = {
  commentId: string;
  notes?: string | null | undefined;
  reason: string;
  typeId: number;
};
export type useMomentCommentReportMutation$variables = {
  input: MomentCommentReportInput;
};
export type useMomentCommentReportMutation$data = {
  readonly momentCommentReport: {
    readonly __typename: string;
    readonly message?: string;
    readonly reported?: boolean;
  };
};
export type useMomentCommentReportMutation = {
  response: useMomentCommentReportMutation$data;
  variables: useMomentCommentReportMutation$variables;
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
    "name": "momentCommentReport",
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
    "name": "useMomentCommentReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentCommentReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "488722344b05ad97f8f717df6024aa480b20ebaca8aaae8f4f18a07cb77cf3c5",
    "metadata": {},
    "name": "useMomentCommentReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03b5c0565802f725d635dc36094666f3";

export default node;
