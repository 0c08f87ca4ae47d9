import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnnouncementDetail_announcement$key } from '../../../__generated__/AnnouncementDetail_announcement.graphql';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { useAnnouncementMarkReadMutation } from './mutations/useAnnouncementMarkReadMutation';

/** One announcement opened: its title, date and body, in the member's language (else English); opening reads it. */
export function AnnouncementDetail({ announcement }: { announcement: AnnouncementDetail_announcement$key }) {
  const data = useFragment(
    graphql`
      fragment AnnouncementDetail_announcement on Announcement {
        id
        title
        body
        language
        pinned
        unread
        publishAt
      }
    `,
    announcement,
  );
  const intl = useIntl();
  const [markRead] = useAnnouncementMarkReadMutation();
  const [failure, report] = useFailure();
  const say = useSay();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!data.unread || asked.current === data.id) return;
    asked.current = data.id;
    markRead(data.id, report);
  }, [data.id, data.unread, markRead, report]);
  return (
    <article className="announcement" lang={data.language} data-testid="announcement-detail">
      <h1 data-testid="announcement-detail-title">{data.title}</h1>
      <p className="muted">
        {data.pinned && (
          <span className="badge pinned-badge">
            <FormattedMessage id="notices.announcements.pinned" />
          </span>
        )}{' '}
        <time dateTime={data.publishAt}>
          {intl.formatDate(data.publishAt, { dateStyle: 'long', timeStyle: 'short' })}
        </time>
      </p>
      <div className="announcement-body" data-testid="announcement-body">
        {data.body}
      </div>
      <FormError testId="announcement-error">{say(failure)}</FormError>
    </article>
  );
}
