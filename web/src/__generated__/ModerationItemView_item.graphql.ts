/**
 * @generated SignedSource<<200476566868938d173c2b3ed465a245>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationDecision = "BAN" | "DISMISS" | "REMOVE" | "SUSPEND" | "WARN" | "%future added value";
export type ModerationItemState = "DECIDED" | "OPEN" | "%future added value";
export type ModerationTargetKind = "COMMENT" | "MEMBER" | "MESSAGE" | "MOMENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationItemView_item$data = {
  readonly categoryName: string;
  readonly claimedAt: string | null | undefined;
  readonly claimedBy: {
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly decidedAt: string | null | undefined;
  readonly decidedBy: {
    readonly nickname: string;
  } | null | undefined;
  readonly decision: ModerationDecision | null | undefined;
  readonly evidence: {
    readonly comment: {
      readonly at: string;
      readonly isReply: boolean;
      readonly text: string;
    } | null | undefined;
    readonly kind: ModerationTargetKind;
    readonly member: {
      readonly avatarUrl: string | null | undefined;
      readonly nickname: string;
      readonly signature: string | null | undefined;
    } | null | undefined;
    readonly messages: ReadonlyArray<{
      readonly burn: boolean;
      readonly fromReportedMember: boolean;
      readonly photo: {
        readonly url: string;
      } | null | undefined;
      readonly reported: boolean;
      readonly sentAt: string;
      readonly text: string | null | undefined;
      readonly type: string;
    }> | null | undefined;
    readonly moment: {
      readonly burnAfterReading: boolean;
      readonly photos: ReadonlyArray<{
        readonly url: string;
      }>;
      readonly publishedAt: string;
      readonly text: string;
    } | null | undefined;
    readonly purgedAt: string | null | undefined;
  };
  readonly id: string;
  readonly lastReportedAt: string;
  readonly reportCount: number;
  readonly reportedMember: {
    readonly accountNumber: number;
    readonly nickname: string;
  };
  readonly reporterCount: number;
  readonly reports: ReadonlyArray<{
    readonly firstAt: string;
    readonly lastAt: string;
    readonly notes: string | null | undefined;
    readonly reason: string;
    readonly reporter: {
      readonly accountNumber: number;
      readonly nickname: string;
    };
    readonly reports: number;
    readonly typeName: string;
    readonly weight: number;
  }>;
  readonly score: number;
  readonly state: ModerationItemState;
  readonly suspendedUntil: string | null | undefined;
  readonly targetKind: ModerationTargetKind;
  readonly version: number;
  readonly " $fragmentType": "ModerationItemView_item";
};
export type ModerationItemView_item$key = {
  readonly " $data"?: ModerationItemView_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationItemView_item">;
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
  "name": "nickname",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "accountNumber",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationItemView_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categoryName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reporterCount",
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
      "kind": "ScalarField",
      "name": "lastReportedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "claimedBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "decidedBy",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reportedMember",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationEvidence",
      "kind": "LinkedField",
      "name": "evidence",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purgedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModerationEvidenceMember",
          "kind": "LinkedField",
          "name": "member",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signature",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModerationEvidenceMessage",
          "kind": "LinkedField",
          "name": "messages",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "burn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fromReportedMember",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reported",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sentAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ModerationEvidencePhoto",
              "kind": "LinkedField",
              "name": "photo",
              "plural": false,
              "selections": (v4/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModerationEvidenceMoment",
          "kind": "LinkedField",
          "name": "moment",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "publishedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "burnAfterReading",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ModerationEvidencePhoto",
              "kind": "LinkedField",
              "name": "photos",
              "plural": true,
              "selections": (v4/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModerationEvidenceComment",
          "kind": "LinkedField",
          "name": "comment",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "at",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isReply",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "reporter",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reports",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weight",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ModerationItem",
  "abstractKey": null
};
})();

(node as any).hash = "eb3ed606d3ac099f2b64944acea52522";

export default node;
