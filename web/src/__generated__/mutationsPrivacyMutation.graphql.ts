/**
 * @generated SignedSource<<fc9cd3308c1e11dd7192ea74d92ce922>>
 * @relayHash 5a46bd79021d487eac26a7a083d97b8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b0663746616f2ab657648dc7f1248bd23ed675da22afe89a53ba21378669bb4

import { ConcreteRequest } from 'relay-runtime';
export type PrivacySettingsUpdateInput = {
  commentsPublic?: boolean | null | undefined;
  friendRequestsNeedApproval?: boolean | null | undefined;
  hiddenFromSearch?: boolean | null | undefined;
  likesPublic?: boolean | null | undefined;
  onlineStatusHidden?: boolean | null | undefined;
};
export type mutationsPrivacyMutation$variables = {
  input: PrivacySettingsUpdateInput;
};
export type mutationsPrivacyMutation$data = {
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
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsPrivacyMutation = {
  response: mutationsPrivacyMutation$data;
  variables: mutationsPrivacyMutation$variables;
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
            "concreteType": "User",
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
    "name": "mutationsPrivacyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsPrivacyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9b0663746616f2ab657648dc7f1248bd23ed675da22afe89a53ba21378669bb4",
    "metadata": {},
    "name": "mutationsPrivacyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19e4b5474e6c8a65905ac8881ff5dd04";

export default node;
