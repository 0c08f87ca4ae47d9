import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../components/Dialog';
import type { SessionEnd } from './sessionEnd';

const WORDS = {
  elsewhere: { title: 'session.elsewhere.title', body: 'session.elsewhere.body' },
  suspended: { title: 'session.suspended.title', body: 'session.suspended.body' },
  banned: { title: 'session.banned.title', body: 'session.banned.body' },
} as const;

/**
 * An in-page alert (not window.alert): the session ended because the member logged in on another device, or a
 * moderator suspended (until when) or banned them.
 */
export function SessionEndedDialog({ ended, onOk }: { ended: SessionEnd; onOk(): void }) {
  const titleId = useId();
  const bodyId = useId();
  const words = WORDS[ended.kind];
  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={bodyId} testId="session-ended-dialog" onClose={onOk}>
      <h2 id={titleId}>
        <FormattedMessage id={words.title} />
      </h2>
      <p id={bodyId} data-testid={`session-ended-${ended.kind}`}>
        <FormattedMessage
          id={words.body}
          values={ended.kind === 'suspended' ? { until: Date.parse(ended.until) } : {}}
        />
      </p>
      <div className="dialog-actions">
        <button type="button" className="button primary" data-testid="session-ended-ok" data-autofocus onClick={onOk}>
          <FormattedMessage id="session.elsewhere.ok" />
        </button>
      </div>
    </Dialog>
  );
}
