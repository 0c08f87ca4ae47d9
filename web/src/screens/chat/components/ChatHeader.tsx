import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatHeader_conversation$key } from '../../../__generated__/ChatHeader_conversation.graphql';
import { ConversationAvatar, conversationName } from './conversationPeer';

/**
 * The chat window's header: who, online or typing (not for customer service: it answers when it can), and the window's
 * buttons (`children`).
 */
export function ChatHeader({
  conversation,
  titleId,
  typing,
  onPointerDown,
  children,
}: {
  conversation: ChatHeader_conversation$key;
  titleId: string;
  typing: boolean;
  onPointerDown?(event: ReactPointerEvent): void;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ChatHeader_conversation on Conversation {
        isCustomerService
        remarkName
        peer {
          id
          nickname
          avatarUrl
          online
          vipLevel
        }
      }
    `,
    conversation,
  );
  const intl = useIntl();
  const name = conversationName(intl, data);
  const status = typing ? 'typing' : data.isCustomerService ? null : data.peer.online ? 'online' : 'offline';
  return (
    <header className="chat-header" onPointerDown={onPointerDown}>
      <ConversationAvatar conversation={data} name={name} />
      <div className="chat-title">
        <h2 id={titleId} data-testid="chat-peer-name">
          {name}
          {data.peer.vipLevel > 0 && (
            <span className={`badge vip-${data.peer.vipLevel}`}>
              <FormattedMessage id={data.peer.vipLevel === 2 ? 'sidebar.vip2' : 'sidebar.vip1'} />
            </span>
          )}
        </h2>
        <p
          className={status === 'offline' ? 'chat-status offline' : 'chat-status online'}
          data-testid="chat-status"
          aria-live="polite"
        >
          {status === 'typing' ? (
            <span data-testid="chat-typing">
              <FormattedMessage id="chat.typing" />
            </span>
          ) : (
            status && <FormattedMessage id={status === 'online' ? 'chat.online' : 'chat.offline'} />
          )}
        </p>
      </div>
      <div className="chat-header-actions">{children}</div>
    </header>
  );
}
