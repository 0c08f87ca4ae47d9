/**
 * @generated SignedSource<<5d827fed5744e38fd33bd505934a0f37>>
 * @relayHash ae896c97754f8f4d70ab7fac40af338c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9babaaf60093c10a50f37ba2c52dc64e8e93e4d927075504ead50252bab16b1

import { ConcreteRequest } from 'relay-runtime';
export type PrivacySettingsUpdateInput = {
  commentsPublic?: boolean | null | undefined;
  friendRequestsNeedApproval?: boolean | null | undefined;
  hiddenFromSearch?: boolean | null | undefined;
  likesPublic?: boolean | null | undefined;
  onlineStatusHidden?: boolean | null | undefined;
  typingHidden?: boolean | null | undefined;
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
        readonly typingHidden: boolean;
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
        readonly typingHidden: boolean;
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "typingHidden",
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
    "id": "e9babaaf60093c10a50f37ba2c52dc64e8e93e4d927075504ead50252bab16b1",
    "metadata": {},
    "name": "usePrivacySettingsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f872e3669c2507625b15f8795ba56d47";

export default node;
