import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { Dialog } from './Dialog';

/** Asks before something that cannot simply be undone (block, remove a friend, leave unsaved changes). */
export function ConfirmDialog(props: {
  testId: string;
  children: ReactNode;
  confirm: MessageId;
  cancel?: MessageId;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const question = useId();
  return (
    <Dialog role="alertdialog" labelledBy={question} testId={props.testId} onClose={props.onCancel}>
      <p id={question}>{props.children}</p>
      <div className="actions">
        {/* Focus on the safe choice. */}
        <button type="button" className="button ghost" data-autofocus onClick={props.onCancel}>
          <FormattedMessage id={props.cancel ?? 'people.blockCancel'} />
        </button>
        <button
          type="button"
          className="button primary"
          data-testid={`${props.testId}-confirm`}
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          <FormattedMessage id={props.confirm} />
        </button>
      </div>
    </Dialog>
  );
}
