/**
 * @generated SignedSource<<e02e1d69121b0fec3e6b6221372050f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_moment$data = {
  readonly id: string;
  readonly likeCount: number | null | undefined;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "LikeButton_moment";
};
export type LikeButton_moment$key = {
  readonly " $data"?: LikeButton_moment$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_moment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_moment",
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
      "name": "viewerHasLiked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likeCount",
      "storageKey": null
    }
  ],
  "type": "Moment",
  "abstractKey": null
};

(node as any).hash = "d4e6fe4b0aad41a3c97dc7ab9424cbc8";

export default node;
