/**
 * @generated SignedSource<<83ddb67ea06007dc5281ba074398d833>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type MatchAttemptStatus = "CANCELLED" | "MATCHED" | "NO_MATCH" | "SEARCHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type matchLiveEvents_event$data = {
  readonly __typename: "MatchEndedEvent";
  readonly attempt: {
    readonly id: string;
    readonly status: MatchAttemptStatus;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"matchLiveEvents_viewer">;
  };
  readonly " $fragmentType": "matchLiveEvents_event";
} | {
  readonly __typename: "MatchFoundEvent";
  readonly attempt: {
    readonly id: string;
    readonly partner: {
      readonly nickname: string;
    } | null | undefined;
    readonly status: MatchAttemptStatus;
    readonly " $fragmentSpreads": FragmentRefs<"MatchFound_attempt" | "MatchHistoryRow_attempt">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"matchLiveEvents_viewer">;
  };
  readonly " $fragmentType": "matchLiveEvents_event";
} | {
  readonly __typename: "MatchStartedEvent";
  readonly attempt: {
    readonly id: string;
    readonly secondsLeft: number;
    readonly status: MatchAttemptStatus;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"matchLiveEvents_viewer">;
  };
  readonly " $fragmentType": "matchLiveEvents_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "matchLiveEvents_event";
};
export type matchLiveEvents_event$key = {
  readonly " $data"?: matchLiveEvents_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"matchLiveEvents_event">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "matchLiveEvents_event"
};

(node as any).hash = "cb09c455164eb1d3b025f75c5a558ac8";

export default node;
