/**
 * @generated SignedSource<<ba5438c002d41e370894c88274f1936b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CodeStep_query$data = {
  readonly developmentMailboxUrl: string | null | undefined;
  readonly " $fragmentType": "CodeStep_query";
};
export type CodeStep_query$key = {
  readonly " $data"?: CodeStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CodeStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CodeStep_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "developmentMailboxUrl",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4d4d6a9f4f1b4d74a4edcaefe64a70af";

export default node;
