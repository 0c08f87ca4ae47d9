import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { FollowingScreen_viewer$key } from '../../../__generated__/FollowingScreen_viewer.graphql';
import type { FollowingScreenPaginationQuery } from '../../../__generated__/FollowingScreenPaginationQuery.graphql';
import type { FollowingScreenQuery } from '../../../__generated__/FollowingScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { MemberListFrame } from './MemberListFrame';

const PAGE = 20;

const query = graphql`
  query FollowingScreenQuery @preloadable {
    viewer {
      ...FollowingScreen_viewer
    }
  }
`;

/** /myLike: whom I follow. */
export function FollowingScreen({ queryRef }: RouteScreenProps<FollowingScreenQuery>) {
  const { viewer } = usePreloadedQuery<FollowingScreenQuery>(query, queryRef);
  const { data, hasNext, loadNext } = usePaginationFragment<FollowingScreenPaginationQuery, FollowingScreen_viewer$key>(
    graphql`
      fragment FollowingScreen_viewer on Viewer
      @refetchable(queryName: "FollowingScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        following(first: $count, after: $cursor) @connection(key: "FollowingScreen_following") {
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
      title="screen.myLike"
      empty="people.empty.following"
      rows={data?.following.edges ?? []}
      hasNext={hasNext}
      loadNext={() => loadNext(PAGE)}
    />
  );
}
