/**
 * @generated SignedSource<<9b277779027d25f7aad922ceb7bfe0d0>>
 * @relayHash 2fdc0b65b52f82a0f007bafbc2557c20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e20b6b430d89eb4a8c8dd42f7c9b3f22cc128f2cedbc2b123da6897683fb14ae

import { ConcreteRequest } from 'relay-runtime';
export type NoticesMarkReadInput = {
  upTo?: string | null | undefined;
};
export type useNoticesMarkReadMutation$variables = {
  input: NoticesMarkReadInput;
};
export type useNoticesMarkReadMutation$data = {
  readonly noticesMarkRead: {
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
export type useNoticesMarkReadMutation = {
  response: useNoticesMarkReadMutation$data;
  variables: useNoticesMarkReadMutation$variables;
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
    "name": "noticesMarkRead",
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
        "type": "NoticesMarkReadPayload",
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
    "name": "useNoticesMarkReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNoticesMarkReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e20b6b430d89eb4a8c8dd42f7c9b3f22cc128f2cedbc2b123da6897683fb14ae",
    "metadata": {},
    "name": "useNoticesMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "383a3bb8cbae17f826506beec8ac879a";

export default node;
