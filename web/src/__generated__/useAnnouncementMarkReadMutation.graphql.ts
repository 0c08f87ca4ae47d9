/**
 * @generated SignedSource<<d95cf6ab468ba515b4bc306516f0c450>>
 * @relayHash c8d9f1d9957d72a2e2c2a2c0ad889ce2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b9fba64f04d50bb97a6a96604475a522ef3a8696ecadfb905c182e97f5f8478

import { ConcreteRequest } from 'relay-runtime';
export type AnnouncementMarkReadInput = {
  announcementId?: string | null | undefined;
};
export type useAnnouncementMarkReadMutation$variables = {
  input: AnnouncementMarkReadInput;
};
export type useAnnouncementMarkReadMutation$data = {
  readonly announcementMarkRead: {
    readonly __typename: string;
    readonly endsAt?: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly unreadAnnouncementCount: number;
      readonly unreadNoticeCount: number;
    };
  };
};
export type useAnnouncementMarkReadMutation = {
  response: useAnnouncementMarkReadMutation$data;
  variables: useAnnouncementMarkReadMutation$variables;
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
    "name": "announcementMarkRead",
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
                "kind": "ScalarField",
                "name": "unreadNoticeCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadAnnouncementCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AnnouncementMarkReadPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          }
        ],
        "type": "MaintenanceError",
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
    "name": "useAnnouncementMarkReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnnouncementMarkReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b9fba64f04d50bb97a6a96604475a522ef3a8696ecadfb905c182e97f5f8478",
    "metadata": {},
    "name": "useAnnouncementMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "502af3a58e9e7c99d74225697a270fb3";

export default node;
