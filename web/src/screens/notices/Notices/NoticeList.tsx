import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { NoticeList_viewer$key } from '../../../__generated__/NoticeList_viewer.graphql';
import type { NoticeListPaginationQuery } from '../../../__generated__/NoticeListPaginationQuery.graphql';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import { presentNodes } from '../../../relay/presentNodes';
import { useNoticesMarkReadMutation } from './mutations/useNoticesMarkReadMutation';
import { type NoticeActor, NoticeLine } from './NoticeLine';

const PAGE = 20;

/**
 * The grouped notices, newest first, 20 at a time. What is shown is read: up to the newest line, while the tab is
 * visible (a notice that comes to a hidden tab waits until the member looks). The lines keep their unread mark for
 * this visit, so the member still sees what was new.
 */
export function NoticeList({ viewer, onMute }: { viewer: NoticeList_viewer$key; onMute(actor: NoticeActor): void }) {
  const { data, hasNext, loadNext } = usePaginationFragment<NoticeListPaginationQuery, NoticeList_viewer$key>(
    graphql`
      fragment NoticeList_viewer on Viewer
      @refetchable(queryName: "NoticeListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        unreadNoticeCount
        notices(first: $count, after: $cursor) @connection(key: "NoticeList_notices") {
          edges {
            node {
              id
              latestAt
              ...NoticeLine_notice
            }
          }
        }
      }
    `,
    viewer,
  );
  const notices = presentNodes(data.notices.edges);
  const [pending, startTransition] = useTransition();
  const more = () =>
    startTransition(() => {
      loadNext(PAGE);
    });
  useLoadMoreAtBottom(more, hasNext && !pending);

  const [markRead] = useNoticesMarkReadMutation();
  const newest = notices[0];
  const newestKey = newest ? `${newest.id}@${newest.latestAt}` : null;
  const marked = useRef<string | null>(null);
  const unread = data.unreadNoticeCount;
  useEffect(() => {
    if (!newest || !newestKey || unread === 0) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === newestKey) return;
      marked.current = newestKey;
      markRead({ variables: { input: { upTo: newest.id } } });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, newestKey, unread, markRead]);

  if (notices.length === 0)
    return (
      <p className="muted notices-empty" data-testid="notices-empty">
        <FormattedMessage id="notices.empty" />
      </p>
    );
  return (
    <>
      <ul className="notice-lines" data-testid="notice-list">
        {notices.map((notice) => (
          <NoticeLine key={notice.id} notice={notice} onMute={onMute} />
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="button ghost" disabled={pending} onClick={more}>
          <FormattedMessage id="notices.loadMore" />
        </button>
      )}
    </>
  );
}
