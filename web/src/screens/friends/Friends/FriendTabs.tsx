import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FriendTabs_viewer$key } from '../../../__generated__/FriendTabs_viewer.graphql';

type Tab = 'requests' | 'friends';

/** The two tabs of /apply; the requests tab counts the pending ones. */
export function FriendTabs({ viewer, tab, onTab }: { viewer: FriendTabs_viewer$key; tab: Tab; onTab(tab: Tab): void }) {
  const { pendingFriendRequestCount: pending } = useFragment(
    graphql`
      fragment FriendTabs_viewer on Viewer {
        pendingFriendRequestCount
      }
    `,
    viewer,
  );
  return (
    <div className="segmented" role="tablist">
      <button
        type="button"
        role="tab"
        aria-selected={tab === 'requests'}
        data-testid="tab-requests"
        onClick={() => onTab('requests')}
      >
        <FormattedMessage id="friends.requests" />
        {pending > 0 && <span className="count-badge">{pending}</span>}
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={tab === 'friends'}
        data-testid="tab-friends"
        onClick={() => onTab('friends')}
      >
        <FormattedMessage id="friends.addressBook" />
      </button>
    </div>
  );
}
