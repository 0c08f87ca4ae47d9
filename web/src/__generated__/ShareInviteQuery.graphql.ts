/**
 * @generated SignedSource<<9b69eb78f1d01c1626619fbb7b25bae5>>
 * @relayHash c917a933fa22a31d19b2eb65cb2d233d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72f9f3ea2ce1529c54e5b88e3d718b6cc330df5e1cf420fceb0a6c9d080d042a

import { ConcreteRequest } from 'relay-runtime';
export type ShareInviteQuery$variables = {
  code: string;
};
export type ShareInviteQuery$data = {
  readonly friendShareOwner: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly isFriend: boolean;
    readonly nickname: string;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type ShareInviteQuery = {
  response: ShareInviteQuery$data;
  variables: ShareInviteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
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
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "shareCode",
        "variableName": "code"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "friendShareOwner",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isFriend",
        "storageKey": null
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
    "name": "ShareInviteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareInviteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "72f9f3ea2ce1529c54e5b88e3d718b6cc330df5e1cf420fceb0a6c9d080d042a",
    "metadata": {},
    "name": "ShareInviteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ea54820fb4c9cd429dd21feeba562d2";

export default node;
