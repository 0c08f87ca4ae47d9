import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * An action of a part of Across not built yet (messages, gifts, the shop): shown, so the
 * member knows it is coming, but disabled (`aria-disabled`: still reachable and named by a
 * screen reader), with "soon" in its visible label. It leads nowhere.
 */
export function SoonButton({ label, testId }: { label: MessageId; testId?: string }) {
  return (
    <button type="button" className="button ghost soon" aria-disabled="true" data-testid={testId}>
      <FormattedMessage id={label} /> <span className="soon-tag">
        <FormattedMessage id="soon.label" />
      </span>
    </button>
  );
}
