/**
 * @generated SignedSource<<bb1dd0df87b1c3120086c9a28af1655f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchSearching_attempt$data = {
  readonly deadline: string;
  readonly id: string;
  readonly secondsLeft: number;
  readonly startedAt: string;
  readonly " $fragmentType": "MatchSearching_attempt";
};
export type MatchSearching_attempt$key = {
  readonly " $data"?: MatchSearching_attempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchSearching_attempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchSearching_attempt",
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
      "name": "secondsLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deadline",
      "storageKey": null
    }
  ],
  "type": "MatchAttempt",
  "abstractKey": null
};

(node as any).hash = "acc9b5f6351f1b2d5fdf5a57c255a321";

export default node;
