import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ComplaintDialog_query$key } from '../../../__generated__/ComplaintDialog_query.graphql';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useMemberReportMutation } from './mutations/useMemberReportMutation';

const REASON_MAX = 200;
const NOTES_MAX = 1000;

/** The complaint dialog (spec §2, §3 Complaint): a type from the server's list, a reason, notes. */
export function ComplaintDialog({
  query,
  userId,
  name,
  onClose,
}: {
  query: ComplaintDialog_query$key;
  userId: string;
  name: string;
  onClose(): void;
}) {
  const data = useFragment(
    graphql`
      fragment ComplaintDialog_query on Query {
        reportTypes {
          typeId
          name
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const [typeId, setTypeId] = useState(data.reportTypes[0]?.typeId ?? 0);
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const [sent, setSent] = useState(false);
  const [report, reporting] = useMemberReportMutation();

  const submit = () => {
    if (reason.trim() === '') {
      setError({ id: 'chat.report.reasonRequired' });
      return;
    }
    report({
      variables: { input: { userId, typeId, reason: reason.trim(), notes: notes.trim() || null } },
      onResult: ({ ok, error: failure }) => {
        if (ok) setSent(true);
        else if (failure) setError(errorText(failure));
      },
    });
  };

  return (
    <Dialog labelledBy={titleId} testId="complaint-dialog" onClose={onClose} className="complaint-dialog">
      <h2 id={titleId}>
        <FormattedMessage id="chat.report.title" values={{ name }} />
      </h2>
      {sent ? (
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
      ) : (
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
      )}
    </Dialog>
  );
}
