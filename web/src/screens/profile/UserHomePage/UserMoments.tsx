import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { UserMoments_user$key } from '../../../__generated__/UserMoments_user.graphql';
import type { UserMomentsPaginationQuery } from '../../../__generated__/UserMomentsPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { MomentList } from '../../moments/components/MomentList';
import '../../moments/components/moments.css';

/**
 * Spec §2: a member's profile shows their moments (those I may see), the pinned one first; on my own page my pin and
 * delete work as on /myspace.
 */
export function UserMoments({ user }: { user: UserMoments_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    UserMomentsPaginationQuery,
    UserMoments_user$key
  >(
    graphql`
      fragment UserMoments_user on User
      @refetchable(queryName: "UserMomentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        moments(first: $count, after: $cursor) @connection(key: "UserMoments_moments") {
          edges {
            node {
              id
              ...MomentCard_moment
            }
          }
        }
      }
    `,
    user,
  );
  const [refreshing, startRefresh] = useTransition();
  return (
    <section className="user-moments" data-testid="user-moments">
      <h2>
        <FormattedMessage id="moments.memberTitle" />
      </h2>
      <MomentList
        moments={presentNodes(data.moments.edges)}
        empty={<FormattedMessage id="moments.empty.member" />}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={(count) => loadNext(count)}
        refreshing={refreshing}
        onPinned={() =>
          startRefresh(() => {
            refetch({}, { fetchPolicy: 'network-only' });
          })
        }
      />
    </section>
  );
}
