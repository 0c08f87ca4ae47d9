/**
 * @generated SignedSource<<759196961e98da816796a47722fc690e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FriendRequestStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FriendRequestRow_request$data = {
  readonly applicant: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  };
  readonly createdAt: string;
  readonly id: string;
  readonly message: string | null | undefined;
  readonly status: FriendRequestStatus;
  readonly " $fragmentType": "FriendRequestRow_request";
};
export type FriendRequestRow_request$key = {
  readonly " $data"?: FriendRequestRow_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendRequestRow_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendRequestRow_request",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FriendRequest",
  "abstractKey": null
};
})();

(node as any).hash = "134cb01dcf09988dfaf465e59aee57b4";

export default node;
