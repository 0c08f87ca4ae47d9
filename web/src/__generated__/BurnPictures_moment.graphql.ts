/**
 * @generated SignedSource<<97df9e79d45b2df8ebd2ee675d77b65e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MomentBurnState = "UNVIEWED" | "VIEWED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BurnPictures_moment$data = {
  readonly burnState: MomentBurnState | null | undefined;
  readonly id: string;
  readonly isMine: boolean;
  readonly pictures: ReadonlyArray<{
    readonly height: number;
    readonly id: string;
    readonly url: string | null | undefined;
    readonly width: number;
  }>;
  readonly " $fragmentType": "BurnPictures_moment";
};
export type BurnPictures_moment$key = {
  readonly " $data"?: BurnPictures_moment$data;
  readonly " $fragmentSpreads": FragmentRefs<"BurnPictures_moment">;
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
  "name": "BurnPictures_moment",
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

(node as any).hash = "858c94f501f8ef6b144cdca8b918f665";

export default node;
