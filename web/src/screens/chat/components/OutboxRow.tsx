import { FormattedMessage, useIntl } from 'react-intl';
import { MessageText } from './MessageText';
import type { OutboxItem, WaitingItem } from './useOutbox';

/**
 * A message not yet in the history: uploading (with its preview and progress) or waiting
 * (it goes by itself; "retry" sends it now). One on its way again shows as the history's
 * pending message instead.
 */
export function OutboxRow({ item, onRetry }: { item: OutboxItem; onRetry(item: WaitingItem): void }) {
  const intl = useIntl();
  if (item.state === 'sending') return null;
  return (
    <li className="message mine" data-testid="message" data-state={item.state} data-client-id={item.clientId}>
      <div className="bubble">
        {item.state === 'uploading' || item.preview ? (
          <figure className="message-figure">
            <img
              className="message-image preview"
              src={item.preview}
              alt={intl.formatMessage({ id: 'chat.photoPreview' })}
            />
            {item.state === 'uploading' && (
              <figcaption>
                <progress
                  max={100}
                  value={item.percent}
                  data-testid="upload-progress"
                  aria-label={intl.formatMessage({ id: 'chat.uploading' }, { percent: item.percent })}
                />
                <span className="muted-small">
                  <FormattedMessage id="chat.uploading" values={{ percent: item.percent }} />
                </span>
              </figcaption>
            )}
          </figure>
        ) : (
          <p className="message-text">
            <MessageText text={item.text ?? ''} />
          </p>
        )}
        {item.state === 'waiting' && (
          <span className="message-meta failed" data-testid="message-failed">
            <FormattedMessage id="chat.failed" />{' '}
            <button
              type="button"
              className="button-link link"
              data-testid="message-retry"
              onClick={() => onRetry(item)}
            >
              <FormattedMessage id="chat.retry" />
            </button>
          </span>
        )}
      </div>
    </li>
  );
}
