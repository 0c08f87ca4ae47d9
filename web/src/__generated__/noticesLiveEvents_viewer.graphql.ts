/**
 * @generated SignedSource<<e738a42b3cd7e089f38611e1a3a2170d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type noticesLiveEvents_viewer$data = {
  readonly id: string;
  readonly unreadAnnouncementCount: number;
  readonly unreadNoticeCount: number;
  readonly " $fragmentType": "noticesLiveEvents_viewer";
};
export type noticesLiveEvents_viewer$key = {
  readonly " $data"?: noticesLiveEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"noticesLiveEvents_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "noticesLiveEvents_viewer",
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
      "name": "unreadNoticeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadAnnouncementCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "93d821c72fa1286326c71c35b7520bd2";

export default node;
