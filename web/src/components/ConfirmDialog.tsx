import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useEscape } from './useEscape';

/** Asks before something that cannot simply be undone (block, remove a friend). */
export function ConfirmDialog(props: { testId: string; children: ReactNode; confirm: MessageId; busy: boolean; onConfirm(): void; onCancel(): void }) {
  useEscape(props.onCancel);
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" data-testid={props.testId}>
        <p>{props.children}</p>
        <div className="actions">
          {/* Focus on the safe choice. */}
          <button type="button" className="button ghost" autoFocus onClick={props.onCancel}>
            <FormattedMessage id="people.blockCancel" />
          </button>
          <button type="button" className="button primary" data-testid={`${props.testId}-confirm`} disabled={props.busy} onClick={props.onConfirm}>
            <FormattedMessage id={props.confirm} />
          </button>
        </div>
      </div>
    </div>
  );
}
