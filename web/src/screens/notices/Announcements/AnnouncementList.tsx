import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AnnouncementList_viewer$key } from '../../../__generated__/AnnouncementList_viewer.graphql';
import type { AnnouncementListPaginationQuery } from '../../../__generated__/AnnouncementListPaginationQuery.graphql';
import { FormError } from '../../../components/FormError';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import { useFailure, useSay } from '../../../i18n/errorText';
import { presentNodes } from '../../../relay/presentNodes';
import { AnnouncementRow } from './AnnouncementRow';
import { useAnnouncementMarkReadMutation } from './mutations/useAnnouncementMarkReadMutation';

const PAGE = 20;

/** The announcements, pinned first then newest, unread ones marked, with "mark all read". */
export function AnnouncementList({ viewer }: { viewer: AnnouncementList_viewer$key }) {
  const { data, hasNext, loadNext } = usePaginationFragment<
    AnnouncementListPaginationQuery,
    AnnouncementList_viewer$key
  >(
    graphql`
      fragment AnnouncementList_viewer on Viewer
      @refetchable(queryName: "AnnouncementListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        unreadAnnouncementCount
        announcements(first: $count, after: $cursor) @connection(key: "AnnouncementList_announcements") {
          edges {
            node {
              id
              ...AnnouncementRow_announcement
            }
          }
        }
      }
    `,
    viewer,
  );
  const announcements = presentNodes(data.announcements.edges);
  const [pending, startTransition] = useTransition();
  const more = () =>
    startTransition(() => {
      loadNext(PAGE);
    });
  useLoadMoreAtBottom(more, hasNext && !pending);
  const [markRead, marking] = useAnnouncementMarkReadMutation();
  const [failure, report] = useFailure();
  const say = useSay();
  return (
    <section className="card notices" data-testid="announcements-screen">
      <div className="notices-head">
        <h1>
          <FormattedMessage id="screen.announce" />
        </h1>
        {data.unreadAnnouncementCount > 0 && (
          <button
            type="button"
            className="button ghost"
            data-testid="announcements-mark-all"
            disabled={marking}
            onClick={() => markRead(null, report)}
          >
            <FormattedMessage id="notices.announcements.markAll" />
          </button>
        )}
      </div>
      <FormError testId="announcements-error">{say(failure)}</FormError>
      {announcements.length === 0 ? (
        <p className="muted notices-empty" data-testid="announcements-empty">
          <FormattedMessage id="notices.announcements.empty" />
        </p>
      ) : (
        <ul className="notice-lines" data-testid="announcement-list">
          {announcements.map((announcement) => (
            <AnnouncementRow key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost" disabled={pending} onClick={more}>
          <FormattedMessage id="notices.loadMore" />
        </button>
      )}
    </section>
  );
}
