import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StaffAnnouncementRow_announcement$key } from '../../../__generated__/StaffAnnouncementRow_announcement.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { languageName } from '../components/languages';
import { useAnnouncementWithdrawMutation } from './mutations/useAnnouncementWithdrawMutation';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** One announcement in the admins' list: its state chip, English title, languages, time, author; edit, withdraw. */
export function StaffAnnouncementRow(props: { announcement: StaffAnnouncementRow_announcement$key; onEdit(): void }) {
  const data = useFragment(
    graphql`
      fragment StaffAnnouncementRow_announcement on StaffAnnouncement {
        id
        state
        version
        pinned
        publishAt
        authorName
        withdrawnAt
        texts {
          language
          title
        }
      }
    `,
    props.announcement,
  );
  const intl = useIntl();
  const say = useSay();
  const [withdraw, withdrawing] = useAnnouncementWithdrawMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const title = data.texts.find((text) => text.language === 'en')?.title ?? data.texts[0]?.title ?? '';
  const confirm = () =>
    withdraw({
      variables: { input: { announcementId: data.id, version: data.version } },
      onResult: ({ error }) => {
        setAsking(false);
        setFailure(error ? errorText(error, { UpdateConflictError: 'staffNotices.conflict' }) : null);
      },
    });
  return (
    <li className="staff-announcement" data-testid="staff-announcement-row" data-state={data.state}>
      <div className="staff-announcement-head">
        <span className={`staff-chip staff-chip-${data.state.toLowerCase()}`} data-testid="staff-announcement-state">
          {intl.formatMessage({ id: `staffNotices.state.${data.state}` })}
        </span>
        {data.pinned && (
          <span className="staff-chip">
            <FormattedMessage id="staffNotices.pinned" />
          </span>
        )}
        <strong className="staff-announcement-title" data-testid="staff-announcement-title">
          {title}
        </strong>
      </div>
      <p className="muted staff-announcement-facts">
        <time dateTime={data.publishAt}>{intl.formatDate(data.publishAt, WHEN)}</time>
        {' · '}
        {data.texts.map((text) => languageName(text.language)).join(', ')}
        {data.authorName && (
          <>
            {' · '}
            <FormattedMessage id="staffNotices.by" values={{ name: data.authorName }} />
          </>
        )}
      </p>
      {data.state !== 'WITHDRAWN' && (
        <div className="actions">
          <button type="button" className="button ghost" data-testid="staff-announcement-edit" onClick={props.onEdit}>
            <FormattedMessage id={data.state === 'SCHEDULED' ? 'staffNotices.edit' : 'staffNotices.pin.edit'} />
          </button>
          <button
            type="button"
            className="button danger"
            data-testid="staff-announcement-withdraw"
            onClick={() => setAsking(true)}
          >
            <FormattedMessage id="staffNotices.withdraw" />
          </button>
        </div>
      )}
      <FormError testId="staff-announcement-row-error">{say(failure)}</FormError>
      {asking && (
        <ConfirmDialog
          testId="staff-announcement-withdraw-dialog"
          confirm="staffNotices.withdraw"
          cancel="staffNotices.cancel"
          busy={withdrawing}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <FormattedMessage
            id={data.state === 'SCHEDULED' ? 'staffNotices.withdraw.scheduled' : 'staffNotices.withdraw.published'}
            values={{ title }}
          />
        </ConfirmDialog>
      )}
    </li>
  );
}
