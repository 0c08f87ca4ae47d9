/**
 * @generated SignedSource<<178165d77978b12aa4421e8397b69318>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchHistoryRow_attempt$data = {
  readonly endedAt: string | null | undefined;
  readonly partner: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly " $fragmentType": "MatchHistoryRow_attempt";
};
export type MatchHistoryRow_attempt$key = {
  readonly " $data"?: MatchHistoryRow_attempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchHistoryRow_attempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchHistoryRow_attempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "partner",
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
  "type": "MatchAttempt",
  "abstractKey": null
};

(node as any).hash = "29dc6b2c1f6ee258cacb28435d70c7f2";

export default node;
