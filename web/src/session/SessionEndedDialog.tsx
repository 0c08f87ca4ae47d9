import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** An in-page alert (not window.alert): the session ended because the member logged in on another device. */
export function SessionEndedDialog({ onOk }: { onOk(): void }) {
  const okButton = useRef<HTMLButtonElement>(null);
  useEffect(() => okButton.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-ended-title"
        aria-describedby="session-ended-body"
        data-testid="session-ended-dialog"
      >
        <h2 id="session-ended-title">
          <FormattedMessage id="session.elsewhere.title" />
        </h2>
        <p id="session-ended-body">
          <FormattedMessage id="session.elsewhere.body" />
        </p>
        <div className="dialog-actions">
          <button ref={okButton} type="button" className="button primary" data-testid="session-ended-ok" onClick={onOk}>
            <FormattedMessage id="session.elsewhere.ok" />
          </button>
        </div>
      </div>
    </div>
  );
}
