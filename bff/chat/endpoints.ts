import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { MessageCorrectionInfo, MessageTranslationInfo } from '../translation/endpoints';
import type { UserInfo } from '../user/endpoints';

/** The shape later issues fill (gifts, red packets, paid unlocks), spec §3 Message `ext`. */
export interface MessageCustomInfo {
  type: string;
  url: string | null;
  id: string | number | null;
  amount: number | null;
  note: string | null;
  burn_url: string | null;
}

/** A message as the caller sees it (docs/contract.md "Chat"). */
export interface MessageInfo {
  id: number;
  /** Only in the sender's copy. */
  clientId?: string | null;
  from: number;
  to: number;
  type: 'txt' | 'img' | 'custom';
  msg: string | null;
  /** Signed for the caller; null for a burn photo's recipient. */
  url: string | null;
  width: number | null;
  height: number | null;
  burn: boolean;
  /** For a burn photo's recipient only. */
  burnState: 'unviewed' | 'viewed' | null;
  custom: MessageCustomInfo | null;
  ext: Record<string, unknown> | null;
  /** Epoch milliseconds. */
  time: number;
  /** Only for an SVIP sender: whether the peer has read it. */
  read: boolean | null;
  /** A text's language as detected when sent. */
  language: string | null;
  /** The translation the caller sees, or null. */
  translation: MessageTranslationInfo | null;
  /** A better wording of its translation its reader proposed, or null. */
  correction?: MessageCorrectionInfo | null;
}

/** The caller's entry for the conversation with `userId`. */
export interface ConversationInfo {
  userId: number;
  user: UserInfo;
  remarkName: string | null;
  unread: number;
  lastMessage: MessageInfo | null;
  /** Epoch milliseconds; null before the first message. */
  lastTime: number | null;
  /** 2: the customer-service account. */
  userType: number;
}

export interface HistoryPage {
  /** Newest first. */
  list: MessageInfo[];
  hasMore: boolean;
}

export interface SessionListPage extends UpstreamPage<ConversationInfo> {
  unreadTotal: number;
}

export type MessageSend = { clientId: string; ext?: Record<string, unknown> } & (
  | { type: 'txt'; msg: string; translate?: false; payWithCoins?: true }
  | { type: 'img'; key: string; burn: boolean }
);

/** The chat service's routes (docs/contract.md "Chat"), for one caller. */
export class ChatEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** The sender's copy; a new message carries the sender's entry too (not a resend's answer). */
  send(userId: number, message: MessageSend) {
    return this.transport.post<MessageInfo & { conversation?: ConversationInfo }>(this.caller, '/chat/send', {
      userId,
      ...message,
    });
  }
  /** Older than `before` (a message id), newest first. */
  history(userId: number, size: number, before?: number) {
    return this.transport.get<HistoryPage>(
      this.caller,
      '/chat/history',
      before === undefined ? { userId, size } : { userId, size, before },
    );
  }
  /** In the order asked; null where the caller may not read it. */
  messageBatch(ids: readonly number[]) {
    return this.transport.get<Array<MessageInfo | null>>(this.caller, '/chat/message-batch', { ids: ids.join(',') });
  }
  /**
   * The caller's entries with these members (empty ones where they have not talked); null where the caller may not open
   * the member.
   */
  conversationsWith(userIds: readonly number[]) {
    return this.transport.get<Array<ConversationInfo | null>>(this.caller, '/chat/conversations-with', {
      userIds: userIds.join(','),
    });
  }
  conversations(at: OffsetPage) {
    return this.transport.post<SessionListPage>(this.caller, '/message/user-session-list', { ...at });
  }
  unread() {
    return this.transport.get<{ total: number; service: number }>(this.caller, '/message/unread-message');
  }
  recall(messageId: number) {
    return this.transport.post<{ messageId: number }>(this.caller, '/chat/recall', { messageId });
  }
  markRead(userId: number) {
    return this.transport.post<ConversationInfo>(this.caller, '/chat/read', { userId });
  }
  deleteConversation(userId: number) {
    return this.transport.post<{ userId: number }>(this.caller, '/chat/conversation-delete', { userId });
  }
  clearHistory(userId: number) {
    return this.transport.post<ConversationInfo>(this.caller, '/chat/history-clear', { userId });
  }
  typing(userId: number, typing: boolean) {
    return this.transport.post<{ sent: boolean }>(this.caller, '/chat/typing', { userId, typing });
  }
  viewBurnPhoto(messageId: number) {
    return this.transport.post<{ url: string; seconds: number }>(this.caller, '/im/read-burnimg', { msgId: messageId });
  }
  complaintTypes() {
    return this.transport.get<Array<{ id: number; name: string }>>(this.caller, '/complain/complain_type');
  }
  complain(report: { userId: number; type: number; reason: string; notes?: string; messageId?: number }) {
    return this.transport.post<{ id: number }>(this.caller, '/complain/add_complain', report);
  }
}

declare module '../core/upstream' {
  interface Upstream {
    chat: ChatEndpoints;
  }
}

registerUpstreamArea('chat', ChatEndpoints);
