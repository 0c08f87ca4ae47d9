/**
 * @generated SignedSource<<e14401a806d4b11e7cd1ab4af63fd4cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MomentBurnState = "UNVIEWED" | "VIEWED" | "%future added value";
export type MomentKind = "BURN_AFTER_READING" | "NORMAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MomentPictures_moment$data = {
  readonly burnState: MomentBurnState | null | undefined;
  readonly id: string;
  readonly isMine: boolean;
  readonly kind: MomentKind;
  readonly pictures: ReadonlyArray<{
    readonly height: number;
    readonly id: string;
    readonly url: string | null | undefined;
    readonly width: number;
  }>;
  readonly " $fragmentType": "MomentPictures_moment";
};
export type MomentPictures_moment$key = {
  readonly " $data"?: MomentPictures_moment$data;
  readonly " $fragmentSpreads": FragmentRefs<"MomentPictures_moment">;
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
  "name": "MomentPictures_moment",
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
      "name": "isMine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "burnState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MomentPicture",
      "kind": "LinkedField",
      "name": "pictures",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Moment",
  "abstractKey": null
};
})();

(node as any).hash = "a5168db5a5a35577e43c7ee74bcc79f4";

export default node;
