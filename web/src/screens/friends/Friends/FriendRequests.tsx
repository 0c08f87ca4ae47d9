import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FriendRequests_viewer$key } from '../../../__generated__/FriendRequests_viewer.graphql';
import type { FriendRequestsPaginationQuery } from '../../../__generated__/FriendRequestsPaginationQuery.graphql';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import { presentNodes } from '../../../relay/presentNodes';
import { FriendRequestRow } from './FriendRequestRow';

const PAGE = 20;

/** The requests tab: the applications I received, newest first, more at the bottom. */
export function FriendRequests({ viewer }: { viewer: FriendRequests_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FriendRequestsPaginationQuery,
    FriendRequests_viewer$key
  >(
    graphql`
      fragment FriendRequests_viewer on Viewer
      @refetchable(queryName: "FriendRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        friendRequests(first: $count, after: $cursor) @connection(key: "FriendRequests_friendRequests") {
          edges {
            node {
              id
              ...FriendRequestRow_request
            }
          }
        }
      }
    `,
    viewer,
  );
  useLoadMoreAtBottom(() => loadNext(PAGE), hasNext && !isLoadingNext);
  const requests = presentNodes(data.friendRequests.edges);
  if (requests.length === 0) {
    return (
      <p className="muted" data-testid="requests-empty">
        <FormattedMessage id="friends.noRequests" />
      </p>
    );
  }
  return (
    <ul className="member-list">
      {requests.map((request) => (
        <FriendRequestRow key={request.id} request={request} />
      ))}
    </ul>
  );
}
