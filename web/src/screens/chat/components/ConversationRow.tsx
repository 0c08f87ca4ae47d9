import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ConversationRow_conversation$key } from '../../../__generated__/ConversationRow_conversation.graphql';
import { ConversationAvatar, conversationName } from './conversationPeer';
import { withEmoji } from './emoji';

const LONG_PRESS_MS = 550;

/** When the last message came: the time today, else the date. */
function useWhen() {
  const intl = useIntl();
  return (iso: string | null | undefined) => {
    if (!iso) return '';
    const date = new Date(iso);
    return date.toDateString() === new Date().toDateString()
      ? intl.formatTime(date, { hour: '2-digit', minute: '2-digit' })
      : intl.formatDate(date, { day: 'numeric', month: 'short' });
  };
}

/**
 * One conversation in the list (spec §2): avatar, remark or nickname, VIP icon, the last
 * message (in my language where it was translated for me) and its time, the unread badge.
 * Right-click or a long press opens its menu.
 */
export function ConversationRow({
  conversation,
  onOpen,
  onMenu,
}: {
  conversation: ConversationRow_conversation$key;
  onOpen(peerId: string): void;
  onMenu(at: { x: number; y: number }): void;
}) {
  const data = useFragment(
    graphql`
      fragment ConversationRow_conversation on Conversation {
        id
        isCustomerService
        remarkName
        unreadCount
        lastMessageAt
        peer {
          id
          nickname
          avatarUrl
          vipLevel
        }
        lastMessage {
          id
          kind
          text
          isMine
          translation {
            text
          }
          burnAfterReading
        }
      }
    `,
    conversation,
  );
  const intl = useIntl();
  const when = useWhen();
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);
  const name = conversationName(intl, data);
  const last = data.lastMessage;
  const preview = !last
    ? ''
    : last.kind === 'TEXT'
      ? // A received text in my language where it has a translation, as the window shows it.
        withEmoji((!last.isMine && last.translation?.text) || last.text || '')
      : intl.formatMessage({
          id: last.kind === 'IMAGE' ? (last.burnAfterReading ? 'chat.lastBurn' : 'chat.lastImage') : 'chat.lastOther',
        });
  const cancelPress = () => clearTimeout(press.current);

  return (
    <li
      className={data.isCustomerService ? 'conversation-row pinned' : 'conversation-row'}
      data-testid="conversation-row"
      data-peer={data.peer.nickname}
    >
      <button
        type="button"
        className="conversation-open"
        data-testid="conversation-open"
        onClick={() => {
          if (pressed.current) pressed.current = false;
          else onOpen(data.peer.id);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          cancelPress();
          onMenu({ x: event.clientX, y: event.clientY });
        }}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') return;
          pressed.current = false;
          const at = { x: event.clientX, y: event.clientY };
          press.current = setTimeout(() => {
            pressed.current = true;
            onMenu(at);
          }, LONG_PRESS_MS);
        }}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onPointerCancel={cancelPress}
      >
        <ConversationAvatar conversation={data} name={name} />
        <span className="conversation-main">
          <span className="conversation-name">
            <span className="conversation-nickname">{name}</span>
            {data.peer.vipLevel > 0 && (
              <span className={`badge vip-${data.peer.vipLevel}`}>
                <FormattedMessage id={data.peer.vipLevel === 2 ? 'sidebar.vip2' : 'sidebar.vip1'} />
              </span>
            )}
          </span>
          <span className="conversation-preview" data-testid="conversation-preview">
            {preview}
          </span>
        </span>
        <span className="conversation-meta">
          <time dateTime={data.lastMessageAt ?? undefined}>{when(data.lastMessageAt)}</time>
          {data.unreadCount > 0 && (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "3 unread messages" for "3"
            <span
              className="count-badge"
              data-testid="conversation-unread"
              aria-label={intl.formatMessage({ id: 'chat.unread' }, { count: data.unreadCount })}
            >
              {data.unreadCount}
            </span>
          )}
        </span>
      </button>
      <button
        type="button"
        className="conversation-more"
        data-testid="conversation-menu"
        aria-label={intl.formatMessage({ id: 'chat.conversationMenu' }, { name })}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          onMenu({ x: box.left, y: box.bottom });
        }}
      >
        ⋯
      </button>
    </li>
  );
}
