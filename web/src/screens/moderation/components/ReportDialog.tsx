import { Suspense, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReportDialogQuery } from '../../../__generated__/ReportDialogQuery.graphql';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { Loading } from '../../../components/Loading';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MutationResult } from '../../../relay/mutationResult';
import { useMemberReportMutation } from './mutations/useMemberReportMutation';
import { useMomentCommentReportMutation } from './mutations/useMomentCommentReportMutation';
import { useMomentReportMutation } from './mutations/useMomentReportMutation';

const REASON_MAX = 200;
const NOTES_MAX = 1000;

/** What a member reports: another member (from the chat window), a moment, or a comment on one. */
export type ReportTarget = { userId: string } | { momentId: string } | { commentId: string };

/**
 * The report dialog (spec §2, §3 Complaint), the same wherever a member reports: a type from the server's list, a
 * reason, notes. The report goes to the moderators' queue; the reporter later reads its outcome as a notice.
 */
export function ReportDialog({ target, title, onClose }: { target: ReportTarget; title: ReactNode; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} testId="complaint-dialog" onClose={onClose} className="complaint-dialog">
      <h2 id={titleId}>{title}</h2>
      <Suspense fallback={<Loading />}>
        <ReportForm target={target} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose(): void }) {
  const data = useLazyLoadQuery<ReportDialogQuery>(
    graphql`
      query ReportDialogQuery {
        reportTypes {
          typeId
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const intl = useIntl();
  const say = useSay();
  const [typeId, setTypeId] = useState(data.reportTypes[0]?.typeId ?? 0);
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const [sent, setSent] = useState(false);
  const [reportMember, reportingMember] = useMemberReportMutation();
  const [reportMoment, reportingMoment] = useMomentReportMutation();
  const [reportComment, reportingComment] = useMomentCommentReportMutation();
  const reporting = reportingMember || reportingMoment || reportingComment;

  const submit = () => {
    if (reason.trim() === '') {
      setError({ id: 'chat.report.reasonRequired' });
      return;
    }
    const report = { typeId, reason: reason.trim(), notes: notes.trim() || null };
    const onResult = ({ ok, error: failure }: MutationResult<{ readonly __typename: string }>) => {
      if (ok) setSent(true);
      else if (failure) setError(errorText(failure));
    };
    if ('userId' in target) reportMember({ variables: { input: { ...report, userId: target.userId } }, onResult });
    else if ('momentId' in target)
      reportMoment({ variables: { input: { ...report, momentId: target.momentId } }, onResult });
    else reportComment({ variables: { input: { ...report, commentId: target.commentId } }, onResult });
  };

  if (sent)
    return (
      <>
        <p className="form-success" role="status" data-testid="complaint-sent">
          <FormattedMessage id="chat.report.sent" />
        </p>
        <div className="dialog-actions">
          <button type="button" className="button primary" data-autofocus onClick={onClose}>
            <FormattedMessage id="dialog.close" />
          </button>
        </div>
      </>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="field">
        <FormattedMessage id="chat.report.type" />
        <select
          data-testid="complaint-type"
          value={typeId}
          onChange={(event) => setTypeId(Number(event.target.value))}
          data-autofocus
        >
          {data.reportTypes.map((type) => (
            <option key={type.typeId} value={type.typeId}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <FormattedMessage id="chat.report.reason" />
        <input
          data-testid="complaint-reason"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <label className="field">
        <FormattedMessage id="chat.report.notes" />
        <textarea
          data-testid="complaint-notes"
          maxLength={NOTES_MAX}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </label>
      <FormError testId="complaint-error">{say(error)}</FormError>
      <div className="actions">
        <button type="button" className="button ghost" onClick={onClose}>
          <FormattedMessage id="chat.cancel" />
        </button>
        <button
          type="submit"
          className="button primary"
          data-testid="complaint-submit"
          disabled={reporting}
          aria-label={intl.formatMessage({ id: 'chat.report.submit' })}
        >
          <FormattedMessage id="chat.report.submit" />
        </button>
      </div>
    </form>
  );
}
