import { FlameIcon } from './icons';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MessageBubble_message$key } from '../../../__generated__/MessageBubble_message.graphql';
import { BurnPhoto } from './BurnPhoto';
import { MessageTranslation, type TranslationContext } from './MessageTranslation';
import { PENDING_PREFIX } from './mutations/useMessageSendMutation';
import { RedPacketCard } from './RedPacketCard';

/**
 * One message in the window: text (with emoji and its translation), a photo, or a
 * burn-after-read photo (the sender sees theirs plainly until it is viewed, then that it
 * burned; the recipient through BurnPhoto). My own messages are pending until the server has
 * them, say "Read" to an SVIP sender, and have a menu to recall them.
 */
export function MessageBubble({
  message,
  onRecall,
  translation,
}: {
  message: MessageBubble_message$key;
  onRecall(messageId: string): void;
  translation?: TranslationContext;
}) {
  const data = useFragment(
    graphql`
      fragment MessageBubble_message on Message {
        id
        kind
        ...MessageTranslation_message
        image {
          url
          width
          height
        }
        custom {
          type
          amount
          note
          url
          gift {
            name
          }
          redPacket {
            status
          }
        }
        burnAfterReading
        burnState
        isMine
        readByPeer
        sentAt
        clientId
      }
    `,
    message,
  );
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const pending = data.id.startsWith(PENDING_PREFIX);
  const time = intl.formatTime(new Date(data.sentAt), { hour: '2-digit', minute: '2-digit' });

  let body: ReactNode;
  if (data.kind === 'TEXT') {
    body = <MessageTranslation message={data} context={pending ? undefined : translation} />;
  } else if (data.kind === 'IMAGE' && data.burnAfterReading && !data.isMine) {
    body = <BurnPhoto messageId={data.id} viewed={data.burnState === 'VIEWED'} />;
  } else if (data.kind === 'IMAGE' && data.burnAfterReading && data.burnState === 'VIEWED') {
    body = (
      <p className="burn-photo hidden" data-testid="burn-own-burned">
        <FlameIcon />
        <FormattedMessage id="chat.burnOwnBurned" />
      </p>
    );
  } else if (data.kind === 'IMAGE') {
    body = (
      <figure className="message-figure">
        {data.image?.url && (
          <img
            className="message-image"
            data-testid="message-image"
            src={data.image.url}
            alt={intl.formatMessage({ id: 'chat.photo' })}
            width={data.image.width ?? undefined}
            height={data.image.height ?? undefined}
          />
        )}
        {data.burnAfterReading && (
          <figcaption className="burn-tag" data-testid="burn-own">
            <FlameIcon />
            <FormattedMessage id="chat.burnOwn" />
          </figcaption>
        )}
      </figure>
    );
  } else if (data.custom?.type === 'gift') {
    const gift = data.custom.gift?.name ?? intl.formatMessage({ id: 'shop.inChat.gift.unknown' });
    body = (
      <figure className="message-gift" data-testid="message-gift">
        {data.custom.url && <img src={data.custom.url} alt="" width={64} height={64} />}
        <figcaption>
          <FormattedMessage
            id={data.isMine ? 'shop.inChat.gift.sent' : 'shop.inChat.gift.received'}
            values={{ count: data.custom.amount ?? 1, gift }}
          />
        </figcaption>
      </figure>
    );
  } else if (data.custom?.type === 'red-packet') {
    body = (
      <RedPacketCard
        messageId={data.id}
        amount={data.custom.amount ?? 0}
        note={data.custom.note ?? null}
        status={data.custom.redPacket?.status ?? null}
        mine={data.isMine}
      />
    );
  } else {
    body = (
      <p className="message-text muted">
        <FormattedMessage id="chat.lastOther" />
      </p>
    );
  }

  return (
    <li
      className={data.isMine ? 'message mine' : 'message'}
      data-testid="message"
      data-state={pending ? 'pending' : 'sent'}
      data-client-id={data.clientId ?? undefined}
    >
      <div className="bubble">
        {body}
        <span className="message-meta">
          <time dateTime={data.sentAt}>{time}</time>
          {pending && (
            <span data-testid="message-pending">
              {' · '}
              <FormattedMessage id="chat.pending" />
            </span>
          )}
          {data.isMine && data.readByPeer && (
            <span className="message-read" data-testid="message-read">
              {' · '}
              <FormattedMessage id="chat.read" />
            </span>
          )}
        </span>
      </div>
      {data.isMine && !pending && (
        <div className="message-actions">
          <button
            type="button"
            className="message-menu-button"
            data-testid="message-menu"
            aria-expanded={menuOpen}
            aria-label={intl.formatMessage({ id: 'chat.messageMenu' })}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            ⋯
          </button>
          {menuOpen && (
            <button
              type="button"
              className="button ghost small"
              data-testid="message-recall"
              onClick={() => {
                setMenuOpen(false);
                onRecall(data.id);
              }}
            >
              <FormattedMessage id="chat.recall" />
            </button>
          )}
        </div>
      )}
    </li>
  );
}
