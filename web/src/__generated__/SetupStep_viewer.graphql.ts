/**
 * @generated SignedSource<<d8ada1849edb13f8e69fd5a4ccc14578>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetupStep_viewer$data = {
  readonly user: {
    readonly avatarUrl: string | null | undefined;
  };
  readonly " $fragmentType": "SetupStep_viewer";
};
export type SetupStep_viewer$key = {
  readonly " $data"?: SetupStep_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetupStep_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetupStep_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "123b7e21cf313679221d695463bd1d51";

export default node;
