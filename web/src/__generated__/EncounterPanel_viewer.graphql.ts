/**
 * @generated SignedSource<<33b7d57c59af286e7a906587d82c6e98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GenderFilter = "FEMALE" | "MALE" | "%future added value";
export type MatchAttemptStatus = "CANCELLED" | "MATCHED" | "NO_MATCH" | "SEARCHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EncounterPanel_viewer$data = {
  readonly id: string;
  readonly matchStatus: {
    readonly canChoosePreferences: boolean;
    readonly canStart: boolean;
    readonly current: {
      readonly id: string;
      readonly partner: {
        readonly nickname: string;
      } | null | undefined;
      readonly preferences: {
        readonly ageMax: number | null | undefined;
        readonly ageMin: number | null | undefined;
        readonly gender: GenderFilter | null | undefined;
        readonly language: string | null | undefined;
        readonly region: string | null | undefined;
      } | null | undefined;
      readonly status: MatchAttemptStatus;
      readonly " $fragmentSpreads": FragmentRefs<"MatchFound_attempt" | "MatchSearching_attempt">;
    } | null | undefined;
    readonly nextAttemptsAt: string | null | undefined;
    readonly unlimited: boolean;
  };
  readonly user: {
    readonly id: string;
    readonly language: string | null | undefined;
    readonly spokenLanguages: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "EncounterPanel_viewer";
};
export type EncounterPanel_viewer$key = {
  readonly " $data"?: EncounterPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EncounterPanel_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EncounterPanel_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spokenLanguages",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MatchStatus",
      "kind": "LinkedField",
      "name": "matchStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unlimited",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canChoosePreferences",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MatchAttempt",
          "kind": "LinkedField",
          "name": "current",
          "plural": false,
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
              "concreteType": "MatchPreferences",
              "kind": "LinkedField",
              "name": "preferences",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "gender",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ageMin",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ageMax",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "region",
                  "storageKey": null
                }
              ],
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
                  "name": "nickname",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "MatchSearching_attempt"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "MatchFound_attempt"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "578f9807af93b33ddb6aa9b4cea59e1f";

export default node;
