import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../components/Dialog';

/** An in-page alert (not window.alert): the session ended because the member logged in on another device. */
export function SessionEndedDialog({ onOk }: { onOk(): void }) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={bodyId} testId="session-ended-dialog" onClose={onOk}>
      <h2 id={titleId}>
        <FormattedMessage id="session.elsewhere.title" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="session.elsewhere.body" />
      </p>
      <div className="dialog-actions">
        <button type="button" className="button primary" data-testid="session-ended-ok" data-autofocus onClick={onOk}>
          <FormattedMessage id="session.elsewhere.ok" />
        </button>
      </div>
    </Dialog>
  );
}
