import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AnnouncementRow_announcement$key } from '../../../__generated__/AnnouncementRow_announcement.graphql';
import { paths } from '../../../routing/paths';

/** One announcement in the list: its title (opening it), the date, pinned and unread marks. */
export function AnnouncementRow({ announcement }: { announcement: AnnouncementRow_announcement$key }) {
  const data = useFragment(
    graphql`
      fragment AnnouncementRow_announcement on Announcement {
        id
        title
        pinned
        unread
        publishAt
      }
    `,
    announcement,
  );
  const intl = useIntl();
  return (
    <li className={data.unread ? 'notice-line unread' : 'notice-line'} data-testid="announcement-row">
      <Link className="notice-link" to={paths.announcements(data.id)}>
        <span className="notice-text">
          {data.unread && (
            <span className="visually-hidden">
              <FormattedMessage id="notices.unread" />:{' '}
            </span>
          )}
          {data.pinned && (
            <span className="badge pinned-badge">
              <FormattedMessage id="notices.announcements.pinned" />
            </span>
          )}
          <strong data-testid="announcement-title">{data.title}</strong>
          <time className="muted notice-time" dateTime={data.publishAt}>
            {intl.formatDate(data.publishAt, { dateStyle: 'medium' })}
          </time>
        </span>
        {data.unread && <span className="unread-dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}
