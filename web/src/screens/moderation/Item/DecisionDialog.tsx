import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/Dialog';
import type { Decision } from './decisions';

const PERIODS = [1, 3, 7, 30, 90, 365];

/** The confirm step of a decision: what it does, a note for the audit trail, the period of a suspension. */
export function DecisionDialog(props: {
  decision: Decision;
  busy: boolean;
  onConfirm(note: string, days?: number): void;
  onCancel(): void;
}) {
  const intl = useIntl();
  const title = useId();
  const body = useId();
  const [note, setNote] = useState('');
  const [days, setDays] = useState(7);
  return (
    <Dialog
      role="alertdialog"
      labelledBy={title}
      describedBy={body}
      testId="moderation-decision-dialog"
      onClose={props.onCancel}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(note.trim(), props.decision === 'SUSPEND' ? days : undefined);
        }}
      >
        <h2 id={title}>{intl.formatMessage({ id: `moderation.do.${props.decision}` })}</h2>
        <p id={body}>{intl.formatMessage({ id: `moderation.explain.${props.decision}` })}</p>
        {props.decision === 'SUSPEND' && (
          <label className="field">
            <FormattedMessage id="moderation.period" />
            <select
              data-testid="moderation-period"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {intl.formatMessage({ id: 'moderation.days' }, { days: period })}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <FormattedMessage id="moderation.note" />
          <textarea
            data-testid="moderation-note"
            maxLength={500}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <div className="actions">
          <button type="button" className="button ghost" data-autofocus onClick={props.onCancel}>
            <FormattedMessage id="moderation.cancel" />
          </button>
          <button type="submit" className="button primary" data-testid="moderation-confirm" disabled={props.busy}>
            <FormattedMessage id="moderation.confirm" />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
