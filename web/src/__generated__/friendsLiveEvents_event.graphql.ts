/**
 * @generated SignedSource<<d46e927096bc8bfad7adbfddfce06953>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type friendsLiveEvents_event$data = {
  readonly __typename: string;
  readonly applicant?: {
    readonly friendRequestSent: boolean;
    readonly id: string;
    readonly isFriend: boolean;
    readonly nickname: string;
  } | null | undefined;
  readonly friend?: {
    readonly friendRequestSent: boolean;
    readonly id: string;
    readonly isFriend: boolean;
    readonly nickname: string;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"friendsLiveEvents_viewer">;
  };
  readonly " $fragmentType": "friendsLiveEvents_event";
};
export type friendsLiveEvents_event$key = {
  readonly " $data"?: friendsLiveEvents_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"friendsLiveEvents_event">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "friendsLiveEvents_event"
};

(node as any).hash = "2fc14e08d8658f4f91546b53ca1275b4";

export default node;
