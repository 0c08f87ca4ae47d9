/**
 * @generated SignedSource<<fc5372e760f30997f6095d531f8212ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoticeKind = "COMMENT" | "FOLLOW" | "FRIEND" | "GIFT" | "LIKE" | "MATCH" | "MODERATION_WARNING" | "REPLY" | "REPORT_OUTCOME" | "SHOP_GIFT" | "VISIT" | "%future added value";
export type ReportOutcomeKind = "ACTION_TAKEN" | "NO_ACTION" | "WARNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NoticeLine_notice$data = {
  readonly actors: ReadonlyArray<{
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  }>;
  readonly count: number;
  readonly id: string;
  readonly kind: NoticeKind;
  readonly latestAt: string;
  readonly moment: {
    readonly author: {
      readonly id: string;
    } | null | undefined;
    readonly id: string;
    readonly isMine: boolean;
  } | null | undefined;
  readonly reportOutcome: {
    readonly categoryName: string;
    readonly outcome: ReportOutcomeKind;
  } | null | undefined;
  readonly unread: boolean;
  readonly " $fragmentType": "NoticeLine_notice";
};
export type NoticeLine_notice$key = {
  readonly " $data"?: NoticeLine_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoticeLine_notice">;
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
  "name": "NoticeLine_notice",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unread",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actors",
      "plural": true,
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportOutcome",
      "kind": "LinkedField",
      "name": "reportOutcome",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "categoryName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Moment",
      "kind": "LinkedField",
      "name": "moment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isMine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notice",
  "abstractKey": null
};
})();

(node as any).hash = "fce78edc84c8944414ca975a6ab85fd2";

export default node;
