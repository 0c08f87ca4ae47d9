import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { CommentsPanelQuery } from '../../../__generated__/CommentsPanelQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Loading } from '../../../components/Loading';
import { MomentComments } from './MomentComments';

const query = graphql`
  query CommentsPanelQuery($id: ID!) {
    moment(id: $id) {
      ...MomentComments_moment
    }
  }
`;

/**
 * A moment's comments, opened under its card: not a route, so it starts its query when it is opened (as the chat dock's
 * window does) and lets it go on closing.
 */
export function CommentsPanel({ momentId }: { momentId: string }) {
  const [queryRef, load, dispose] = useQueryLoader<CommentsPanelQuery>(query);
  useEffect(() => {
    load({ id: momentId }, { fetchPolicy: 'store-and-network' });
    return dispose;
  }, [momentId, load, dispose]);
  const retry = () => load({ id: momentId }, { fetchPolicy: 'network-only' });
  return (
    <section className="moment-comments" data-testid="moment-comments">
      <ErrorBoundary onRetry={retry}>
        <Suspense fallback={<Loading />}>{queryRef && <Loaded queryRef={queryRef} />}</Suspense>
      </ErrorBoundary>
    </section>
  );
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<CommentsPanelQuery> }) {
  const data = usePreloadedQuery<CommentsPanelQuery>(query, queryRef);
  return data.moment ? <MomentComments moment={data.moment} /> : null;
}
