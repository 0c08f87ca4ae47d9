import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { FollowersScreen_viewer$key } from '../../../__generated__/FollowersScreen_viewer.graphql';
import type { FollowersScreenPaginationQuery } from '../../../__generated__/FollowersScreenPaginationQuery.graphql';
import type { FollowersScreenQuery } from '../../../__generated__/FollowersScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { MemberListFrame } from './MemberListFrame';

const PAGE = 20;

const query = graphql`
  query FollowersScreenQuery @preloadable {
    viewer {
      ...FollowersScreen_viewer
    }
  }
`;

/** /followMe: who follows me. */
export function FollowersScreen({ queryRef }: RouteScreenProps<FollowersScreenQuery>) {
  const { viewer } = usePreloadedQuery<FollowersScreenQuery>(query, queryRef);
  const { data, hasNext, loadNext } = usePaginationFragment<FollowersScreenPaginationQuery, FollowersScreen_viewer$key>(
    graphql`
      fragment FollowersScreen_viewer on Viewer
      @refetchable(queryName: "FollowersScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        followers(first: $count, after: $cursor) @connection(key: "FollowersScreen_followers") {
          edges {
            cursor
            node {
              ...MemberRow_user
            }
          }
        }
      }
    `,
    viewer,
  );
  return (
    <MemberListFrame
      title="screen.followMe"
      empty="people.empty.followers"
      rows={data?.followers.edges ?? []}
      hasNext={hasNext}
      loadNext={() => loadNext(PAGE)}
    />
  );
}
