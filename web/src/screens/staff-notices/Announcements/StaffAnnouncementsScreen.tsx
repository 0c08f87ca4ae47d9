import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffAnnouncementsScreenQuery } from '../../../__generated__/StaffAnnouncementsScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotForYourRole } from '../../staff/NotForYourRole';
import { isAdmin } from '../routes';
import { AnnouncementEditor } from './AnnouncementEditor';
import { StaffAnnouncementRow } from './StaffAnnouncementRow';
import '../components/staffNotices.css';

const query = graphql`
  query StaffAnnouncementsScreenQuery($after: String) @preloadable {
    viewer {
      staffRole
      staffAnnouncements(first: 20, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            ...StaffAnnouncementRow_announcement
            ...AnnouncementEditor_announcement
          }
        }
      }
    }
  }
`;

/**
 * /staff/announcements (admins): every announcement newest first, 20 a page (`after` in the search), each with its
 * state; a new one or one of the list opens the editor above the list.
 */
export function StaffAnnouncementsScreen({ queryRef }: RouteScreenProps<StaffAnnouncementsScreenQuery>) {
  const data = usePreloadedQuery<StaffAnnouncementsScreenQuery>(query, queryRef);
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = data.viewer?.staffAnnouncements;
  if (!data.viewer || !isAdmin(data.viewer.staffRole) || !list) return <NotForYourRole />;
  const edited = list.edges.find((edge) => edge.node.id === editing)?.node ?? null;
  /** The list read again (a new one lands by its time). */
  const reload = () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  const page = (after: string | null) => {
    const next = new URLSearchParams(search);
    if (after) next.set('after', after);
    else next.delete('after');
    setSearch(next);
  };
  return (
    <main className="staff-notices" data-testid="staff-announcements">
      <div className="staff-notices-title">
        <h1>
          <FormattedMessage id="staffNotices.announcements.title" />
        </h1>
        {editing === null && (
          <button
            type="button"
            className="button primary"
            data-testid="staff-announcement-new"
            onClick={() => setEditing('new')}
          >
            <FormattedMessage id="staffNotices.announcements.new" />
          </button>
        )}
      </div>
      {editing !== null && (
        <AnnouncementEditor
          key={editing}
          announcement={edited}
          onClose={() => setEditing(null)}
          onCreated={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <p role="status" data-testid="staff-announcements-count">
        <FormattedMessage id="staffNotices.announcements.count" values={{ count: list.totalCount }} />
      </p>
      {list.edges.length === 0 ? (
        <p data-testid="staff-announcements-empty">
          <FormattedMessage id="staffNotices.announcements.empty" />
        </p>
      ) : (
        <ul className="staff-announcement-list">
          {list.edges.map(({ node }) => (
            <StaffAnnouncementRow key={node.id} announcement={node} onEdit={() => setEditing(node.id)} />
          ))}
        </ul>
      )}
      <nav className="staff-notices-pager" aria-label={intl.formatMessage({ id: 'staffNotices.pages' })}>
        {search.get('after') && (
          <button type="button" className="button ghost" onClick={() => page(null)}>
            <FormattedMessage id="staffNotices.firstPage" />
          </button>
        )}
        {list.pageInfo.hasNextPage && (
          <button
            type="button"
            className="button ghost"
            data-testid="staff-announcements-next"
            onClick={() => page(list.pageInfo.endCursor ?? null)}
          >
            <FormattedMessage id="staffNotices.nextPage" />
          </button>
        )}
      </nav>
    </main>
  );
}
