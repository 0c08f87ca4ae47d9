/**
 * @generated SignedSource<<b50ea9b8d4781011faa5416679b30cf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type noticesLiveEvents_event$data = {
  readonly announcement?: {
    readonly id: string;
    readonly pinned: boolean;
    readonly unread: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"AnnouncementRow_announcement">;
  };
  readonly maintenance?: {
    readonly endsAt: string;
    readonly message: string;
    readonly startsAt: string;
  } | null | undefined;
  readonly notice?: {
    readonly id: string;
    readonly latestAt: string;
    readonly " $fragmentSpreads": FragmentRefs<"NoticeLine_notice">;
  } | null | undefined;
  readonly removedNoticeId?: string | null | undefined;
  readonly viewer?: {
    readonly id: string;
    readonly unreadAnnouncementCount?: number;
    readonly " $fragmentSpreads": FragmentRefs<"noticesLiveEvents_viewer">;
  };
  readonly withdrawnAnnouncementId?: string;
  readonly " $fragmentType": "noticesLiveEvents_event";
};
export type noticesLiveEvents_event$key = {
  readonly " $data"?: noticesLiveEvents_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"noticesLiveEvents_event">;
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
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "noticesLiveEvents_viewer"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "noticesLiveEvents_event",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Notice",
          "kind": "LinkedField",
          "name": "notice",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "latestAt",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "NoticeLine_notice"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "removedNoticeId",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "type": "NoticeChangedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v1/*:: as any*/)
      ],
      "type": "NoticesReadEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Announcement",
          "kind": "LinkedField",
          "name": "announcement",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pinned",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "AnnouncementRow_announcement"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "AnnouncementPublishedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withdrawnAnnouncementId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unreadAnnouncementCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "AnnouncementWithdrawnEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Maintenance",
          "kind": "LinkedField",
          "name": "maintenance",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startsAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endsAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "MaintenanceChangedEvent",
      "abstractKey": null
    }
  ],
  "type": "ViewerEvent",
  "abstractKey": "__isViewerEvent"
};
})();

(node as any).hash = "06cdb7576f69f681ddc4e4116fe1bea4";

export default node;
