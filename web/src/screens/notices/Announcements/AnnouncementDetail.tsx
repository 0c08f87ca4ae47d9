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
    <>
      <AnnouncementArticle {...data} />
      <FormError testId="announcement-error">{say(failure)}</FormError>
    </>
  );
}

/**
 * An announcement as a member reads it: the title, the pinned mark and date, the body, in `language`. The staff
 * console's preview shows its drafts through it, so what an admin previews is what members see.
 */
export function AnnouncementArticle(props: {
  title: string;
  body: string;
  language: string;
  pinned: boolean;
  publishAt: string;
}) {
  const intl = useIntl();
  return (
    <article className="announcement" lang={props.language} data-testid="announcement-detail">
      <h1 data-testid="announcement-detail-title">{props.title}</h1>
      <p className="muted">
        {props.pinned && (
          <span className="badge pinned-badge">
            <FormattedMessage id="notices.announcements.pinned" />
          </span>
        )}{' '}
        <time dateTime={props.publishAt}>
          {intl.formatDate(props.publishAt, { dateStyle: 'long', timeStyle: 'short' })}
        </time>
      </p>
      <div className="announcement-body" data-testid="announcement-body">
        {props.body}
      </div>
    </article>
  );
}
