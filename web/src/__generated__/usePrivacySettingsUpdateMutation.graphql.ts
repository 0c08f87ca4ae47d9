/**
 * @generated SignedSource<<2f8c34d9db0a06d92dd0388948c01fdb>>
 * @relayHash 90caa3bde72341fb4223a13c624c5b22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24158719f2d2854113ed2a7a4ca1cc69cab65dd96fef6ae43905937871baf3ec

import { ConcreteRequest } from 'relay-runtime';
export type PrivacySettingsUpdateInput = {
  commentsPublic?: boolean | null | undefined;
  friendRequestsNeedApproval?: boolean | null | undefined;
  hiddenFromSearch?: boolean | null | undefined;
  likesPublic?: boolean | null | undefined;
  onlineStatusHidden?: boolean | null | undefined;
};
export type usePrivacySettingsUpdateMutation$variables = {
  input: PrivacySettingsUpdateInput;
};
export type usePrivacySettingsUpdateMutation$data = {
  readonly privacySettingsUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly privacySettings: {
        readonly commentsPublic: boolean;
        readonly friendRequestsNeedApproval: boolean;
        readonly hiddenFromSearch: boolean;
        readonly likesPublic: boolean;
        readonly onlineStatusHidden: boolean;
      };
    };
  };
};
export type usePrivacySettingsUpdateMutation$rawResponse = {
  readonly privacySettingsUpdate: {
    readonly __typename: "PrivacySettingsUpdatePayload";
    readonly viewer: {
      readonly id: string;
      readonly privacySettings: {
        readonly commentsPublic: boolean;
        readonly friendRequestsNeedApproval: boolean;
        readonly hiddenFromSearch: boolean;
        readonly likesPublic: boolean;
        readonly onlineStatusHidden: boolean;
      };
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type usePrivacySettingsUpdateMutation = {
  rawResponse: usePrivacySettingsUpdateMutation$rawResponse;
  response: usePrivacySettingsUpdateMutation$data;
  variables: usePrivacySettingsUpdateMutation$variables;
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
    "name": "privacySettingsUpdate",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PrivacySettings",
                "kind": "LinkedField",
                "name": "privacySettings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "friendRequestsNeedApproval",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "likesPublic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commentsPublic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hiddenFromSearch",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "onlineStatusHidden",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PrivacySettingsUpdatePayload",
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
    "name": "usePrivacySettingsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePrivacySettingsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "24158719f2d2854113ed2a7a4ca1cc69cab65dd96fef6ae43905937871baf3ec",
    "metadata": {},
    "name": "usePrivacySettingsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13f63cce7b13ec52ce4708643c42bae3";

export default node;
