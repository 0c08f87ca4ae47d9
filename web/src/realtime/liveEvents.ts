import { graphql } from 'react-relay';
import { chatLiveEvents } from '../screens/chat/chatLiveEvents';
import { friendsLiveEvents } from '../screens/friends/friendsLiveEvents';
import { mallLiveEvents } from '../screens/mall/mallLiveEvents';
import { matchLiveEvents } from '../screens/match/matchLiveEvents';
import { noticesLiveEvents } from '../screens/notices/noticesLiveEvents';

/**
 * Every domain's live events, registered here, one line per domain in each list; each domain
 * declares them in its own folder (`screens/<domain>/<domain>LiveEvents.ts`): its fragment on
 * the event, its fragment on the viewer (what its events keep current), and its handler.
 * LiveEventsWatcher knows no domain.
 */
export const liveEventsSubscription = graphql`
  subscription liveEventsSubscription {
    viewerEvents {
      ...chatLiveEvents_event
      ...friendsLiveEvents_event
      ...mallLiveEvents_event
      ...matchLiveEvents_event
      ...noticesLiveEvents_event
      ...shopLiveEvents_event
    }
  }
`;

/**
 * What the events keep current, read again after a reconnect (events sent meanwhile are not replayed): the viewer's
 * records, and the root's (the maintenance window).
 */
export const liveEventsMissedQuery = graphql`
  query liveEventsMissedQuery {
    viewer {
      ...chatLiveEvents_viewer
      ...friendsLiveEvents_viewer
      ...mallLiveEvents_viewer
      ...matchLiveEvents_viewer
      ...noticesLiveEvents_viewer
      ...shopLiveEvents_viewer
    }
    ...noticesLiveEvents_query
  }
`;

/** The domains whose events do more than change records (a domain whose events only change records has none). */
export const LIVE_EVENT_HANDLERS = [
  chatLiveEvents,
  friendsLiveEvents,
  mallLiveEvents,
  matchLiveEvents,
  noticesLiveEvents,
];
