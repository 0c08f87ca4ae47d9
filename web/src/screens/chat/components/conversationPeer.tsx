import type { IntlShape } from 'react-intl';
import { Avatar } from '../../../components/Avatar';

interface Peer {
  isCustomerService: boolean;
  remarkName?: string | null;
  peer: { nickname: string; avatarUrl?: string | null };
}

/**
 * Who a conversation is with, as every chat screen names them: customer service by its name in
 * the member's language (never the account's nickname), anyone else by my remark, else their
 * nickname.
 */
export function conversationName(intl: IntlShape, conversation: Peer): string {
  return conversation.isCustomerService
    ? intl.formatMessage({ id: 'chat.customerService' })
    : (conversation.remarkName ?? conversation.peer.nickname);
}

/** The conversation's picture: Across's own mark for customer service, else the member's photo or initial. */
export function ConversationAvatar({ conversation, name }: { conversation: Peer; name: string }) {
  if (conversation.isCustomerService)
    return <span className="avatar service" aria-hidden="true" data-testid="service-avatar" />;
  return <Avatar url={conversation.peer.avatarUrl} name={name} />;
}
