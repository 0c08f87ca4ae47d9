import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { VisitorsScreen_viewer$key } from '../../../__generated__/VisitorsScreen_viewer.graphql';
import type { VisitorsScreenPaginationQuery } from '../../../__generated__/VisitorsScreenPaginationQuery.graphql';
import type { VisitorsScreenQuery } from '../../../__generated__/VisitorsScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { MemberListFrame } from './MemberListFrame';

const PAGE = 20;

const query = graphql`
  query VisitorsScreenQuery @preloadable {
    viewer {
      ...VisitorsScreen_viewer
    }
  }
`;

/** /myVisitors: who opened my home page, latest first, with when. */
export function VisitorsScreen({ queryRef }: RouteScreenProps<VisitorsScreenQuery>) {
  const { viewer } = usePreloadedQuery<VisitorsScreenQuery>(query, queryRef);
  const intl = useIntl();
  const { data, hasNext, loadNext } = usePaginationFragment<VisitorsScreenPaginationQuery, VisitorsScreen_viewer$key>(
    graphql`
      fragment VisitorsScreen_viewer on Viewer
      @refetchable(queryName: "VisitorsScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        visitors(first: $count, after: $cursor) @connection(key: "VisitorsScreen_visitors") {
          edges {
            cursor
            visitedAt
            node {
              ...MemberRow_user
            }
          }
        }
      }
    `,
    viewer,
  );
  const rows = (data?.visitors.edges ?? []).map(({ cursor, node, visitedAt }) => ({
    cursor,
    node,
    extra: intl.formatMessage(
      { id: 'people.visitedAt' },
      { time: intl.formatDate(visitedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
    ),
  }));
  return (
    <MemberListFrame
      title="screen.myVisitors"
      empty="people.empty.visitors"
      rows={rows}
      hasNext={hasNext}
      loadNext={() => loadNext(PAGE)}
    />
  );
}
