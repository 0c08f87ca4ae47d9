/**
 * @generated SignedSource<<50ea7033e09cb9d6006331de6356dc0f>>
 * @relayHash 3512f9600901eb1abcbac5dc63e4d5bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29d784416d727366c806a28ace1435451203d1312a0b8a439a1ef9f33866be7d

import { ConcreteRequest } from 'relay-runtime';
export type MomentBurnState = "UNVIEWED" | "VIEWED" | "%future added value";
export type MomentBurnPhotoViewInput = {
  momentId: string;
};
export type useMomentBurnPhotoViewMutation$variables = {
  input: MomentBurnPhotoViewInput;
};
export type useMomentBurnPhotoViewMutation$data = {
  readonly momentBurnPhotoView: {
    readonly __typename: string;
    readonly message?: string;
    readonly moment?: {
      readonly burnState: MomentBurnState | null | undefined;
      readonly id: string;
    };
    readonly pictures?: ReadonlyArray<{
      readonly id: string;
      readonly url: string | null | undefined;
    }>;
    readonly seconds?: number;
  };
};
export type useMomentBurnPhotoViewMutation = {
  response: useMomentBurnPhotoViewMutation$data;
  variables: useMomentBurnPhotoViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "momentBurnPhotoView",
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
            "concreteType": "MomentPicture",
            "kind": "LinkedField",
            "name": "pictures",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Moment",
            "kind": "LinkedField",
            "name": "moment",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "burnState",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MomentBurnPhotoViewPayload",
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
    "name": "useMomentBurnPhotoViewMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentBurnPhotoViewMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "29d784416d727366c806a28ace1435451203d1312a0b8a439a1ef9f33866be7d",
    "metadata": {},
    "name": "useMomentBurnPhotoViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56de3d4389efdf718852a05514e5703d";

export default node;
