/**
 * @generated SignedSource<<6fa851cc97ca620c100deb0c8a70d6e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserAlbum_user$data = {
  readonly albumPhotos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly height: number;
        readonly id: string;
        readonly url: string;
        readonly width: number;
      };
    }>;
    readonly locked: boolean;
    readonly totalCount: number;
    readonly unlockPrice: number | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "UserAlbum_user";
};
export type UserAlbum_user$key = {
  readonly " $data"?: UserAlbum_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserAlbum_user">;
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
  "name": "UserAlbum_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 30
        }
      ],
      "concreteType": "AlbumPhotoConnection",
      "kind": "LinkedField",
      "name": "albumPhotos",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unlockPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AlbumPhotoConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AlbumPhoto",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
          "storageKey": null
        }
      ],
      "storageKey": "albumPhotos(first:30)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "bf7729db06df4033d91e661f0e389d86";

export default node;
