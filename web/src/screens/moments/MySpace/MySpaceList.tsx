import { useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MySpaceList_viewer$key } from '../../../__generated__/MySpaceList_viewer.graphql';
import type { MySpaceListPaginationQuery } from '../../../__generated__/MySpaceListPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { MomentList } from '../components/MomentList';
import { PublishDialog } from '../components/PublishDialog';

/** My moments, pinned first, with "Share a moment"; pinning or publishing reads the list again (pinned stays first). */
export function MySpaceList({ viewer }: { viewer: MySpaceList_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    MySpaceListPaginationQuery,
    MySpaceList_viewer$key
  >(
    graphql`
      fragment MySpaceList_viewer on Viewer
      @refetchable(queryName: "MySpaceListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        moments(first: $count, after: $cursor) @connection(key: "MySpaceList_moments") {
          edges {
            node {
              id
              ...MomentCard_moment
            }
          }
        }
      }
    `,
    viewer,
  );
  const [publishing, setPublishing] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  // Pinning moves a moment to the top (and unpins another): the list reads itself again.
  const reorder = () =>
    startRefresh(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  return (
    <section className="moments" data-testid="myspace-screen">
      <div className="moments-head">
        <h1>
          <FormattedMessage id="screen.myspace" />
        </h1>
        <button type="button" className="button primary" data-testid="publish-open" onClick={() => setPublishing(true)}>
          <FormattedMessage id="moments.publish.open" />
        </button>
      </div>
      <MomentList
        moments={presentNodes(data.moments.edges)}
        empty={<FormattedMessage id="moments.empty.mine" />}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={(count) => loadNext(count)}
        refreshing={refreshing}
        onPinned={reorder}
      />
      {publishing && <PublishDialog onPublished={reorder} onClose={() => setPublishing(false)} />}
    </section>
  );
}
