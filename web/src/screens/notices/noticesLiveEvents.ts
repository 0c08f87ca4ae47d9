import { graphql } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { noticesLiveEvents_event$key } from '../../__generated__/noticesLiveEvents_event.graphql';
import type { LiveEventHandler } from '../../realtime/liveEventHandler';
import {
  addAnnouncement,
  putNoticeFirst,
  removeAnnouncement,
  removeNotice,
  setMaintenance,
} from './components/noticeListUpdater';

/**
 * Notices, announcements and maintenance, live (realtime/liveEvents.ts spreads them): a notice group created, joined
 * or shrunk (with the unread counts), one removed, notices read in another tab, an announcement published (the client
 * counts it: the event carries no count), the maintenance window set or cleared.
 */
graphql`
  fragment noticesLiveEvents_event on ViewerEvent {
    ... on NoticeChangedEvent {
      notice {
        id
        latestAt
        ...NoticeLine_notice
      }
      removedNoticeId
      viewer {
        ...noticesLiveEvents_viewer
      }
    }
    ... on NoticesReadEvent {
      viewer {
        ...noticesLiveEvents_viewer
      }
    }
    ... on AnnouncementPublishedEvent {
      announcement {
        id
        pinned
        unread
        ...AnnouncementRow_announcement
      }
      viewer {
        id
      }
    }
    ... on AnnouncementWithdrawnEvent {
      withdrawnAnnouncementId
      viewer {
        id
        unreadAnnouncementCount
      }
    }
    ... on MaintenanceChangedEvent {
      maintenance {
        message
        startsAt
        endsAt
      }
    }
  }
`;

/** What the notice events keep current (the badges), read again after a reconnect. */
graphql`
  fragment noticesLiveEvents_viewer on Viewer {
    id
    unreadNoticeCount
    unreadAnnouncementCount
  }
`;

/** The window, read again after a reconnect (a change made meanwhile is not replayed). */
graphql`
  fragment noticesLiveEvents_query on Query {
    ...MaintenanceNotice_query
  }
`;

function updateNotices(store: RecordSourceSelectorProxy, event: RecordProxy) {
  const viewer = event.getLinkedRecord('viewer');
  switch (event.getType()) {
    case 'NoticeChangedEvent': {
      const removed = event.getValue('removedNoticeId');
      if (typeof removed === 'string') removeNotice(viewer, removed);
      putNoticeFirst(store, viewer, event.getLinkedRecord('notice'));
      return;
    }
    case 'AnnouncementPublishedEvent':
      addAnnouncement(store, viewer, event.getLinkedRecord('announcement'));
      return;
    case 'AnnouncementWithdrawnEvent': {
      const withdrawn = event.getValue('withdrawnAnnouncementId');
      if (typeof withdrawn === 'string') removeAnnouncement(viewer, withdrawn);
      return;
    }
    case 'MaintenanceChangedEvent':
      setMaintenance(store, event.getLinkedRecord('maintenance'));
      return;
  }
}

export const noticesLiveEvents: LiveEventHandler<noticesLiveEvents_event$key> = { update: updateNotices };
