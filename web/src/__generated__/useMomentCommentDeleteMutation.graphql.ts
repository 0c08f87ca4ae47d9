/**
 * @generated SignedSource<<cea772c624a23d39edd2d68ff8ee5c6f>>
 * @relayHash 8e7ecfc1c68fca95b6c54f88a1e1189c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b386f7c1dac31e67509972137b3821d4ea793e7fec794583d1dc625c406e95f

import { ConcreteRequest } from 'relay-runtime';
export type MomentCommentDeleteInput = {
  commentId: string;
};
export type useMomentCommentDeleteMutation$variables = {
  input: MomentCommentDeleteInput;
};
export type useMomentCommentDeleteMutation$data = {
  readonly momentCommentDelete: {
    readonly __typename: string;
    readonly deletedCommentId?: string;
    readonly message?: string;
    readonly moment?: {
      readonly commentCount: number | null | undefined;
      readonly id: string;
    } | null | undefined;
  };
};
export type useMomentCommentDeleteMutation = {
  response: useMomentCommentDeleteMutation$data;
  variables: useMomentCommentDeleteMutation$variables;
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
  "name": "deletedCommentId",
  "storageKey": null
},
v4 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
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
    "name": "useMomentCommentDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "momentCommentDelete",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "MomentCommentDeletePayload",
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
    "name": "useMomentCommentDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "momentCommentDelete",
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
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedCommentId"
              },
              (v4/*:: as any*/)
            ],
            "type": "MomentCommentDeletePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4b386f7c1dac31e67509972137b3821d4ea793e7fec794583d1dc625c406e95f",
    "metadata": {},
    "name": "useMomentCommentDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3527525b24479b84a3d0992c6202a1a";

export default node;
