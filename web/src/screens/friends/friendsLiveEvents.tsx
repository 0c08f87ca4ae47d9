import { FormattedMessage } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import { Link } from 'react-router-dom';
import type { friendsLiveEvents_event$key } from '../../__generated__/friendsLiveEvents_event.graphql';
import type { LiveEventHandler } from '../../realtime/liveEventHandler';
import { paths } from '../../routing/paths';

/**
 * Friend requests for the member, live (realtime/liveEvents.ts spreads them): the applicant or
 * the new friend as a profile shows them (the friend button changes) and the pending count
 * (the sidebar's badge).
 */
const eventFragment = graphql`
  fragment friendsLiveEvents_event on ViewerEvent @inline {
    __typename
    viewer {
      ...friendsLiveEvents_viewer
    }
    ... on FriendRequestReceivedEvent {
      applicant {
        id
        nickname
        isFriend
        friendRequestSent
      }
    }
    ... on FriendRequestAcceptedEvent {
      friend {
        id
        nickname
        isFriend
        friendRequestSent
      }
    }
  }
`;

/** What the friend events keep current, read again after a reconnect. */
graphql`
  fragment friendsLiveEvents_viewer on Viewer {
    id
    pendingFriendRequestCount
  }
`;

/** A short notice says what happened to a friendship, with the way to the requests or the friends. */
function FriendEventNotice({ received, name, onView }: { received: boolean; name: string; onView(): void }) {
  return (
    <>
      <FormattedMessage id={received ? 'events.friendRequest' : 'events.friendAccepted'} values={{ name }} />{' '}
      <Link className="link" to={paths.friends(received ? {} : { tab: 'friends' })} onClick={onView}>
        <FormattedMessage id="events.view" />
      </Link>
    </>
  );
}

export const friendsLiveEvents: LiveEventHandler<friendsLiveEvents_event$key> = {
  notice(key, dismiss) {
    const event = readInlineData(eventFragment, key);
    if (event.__typename === 'FriendRequestReceivedEvent' && event.applicant)
      return <FriendEventNotice received name={event.applicant.nickname} onView={dismiss} />;
    if (event.__typename === 'FriendRequestAcceptedEvent' && event.friend)
      return <FriendEventNotice received={false} name={event.friend.nickname} onView={dismiss} />;
    return null;
  },
};
