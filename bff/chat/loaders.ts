import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import type { ConversationInfo, MessageInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** Messages the caller may read; null where not (recalled, cleared, someone else's). */
    messages: DataLoader<number, MessageInfo | null>;
    /** The caller's conversation with each member (by the member's id); null where they may not open it. */
    conversations: DataLoader<number, ConversationInfo | null>;
    /** The caller's unread messages: all, and from customer service. One call per operation. */
    unread: () => Promise<{ total: number; service: number }>;
  }
}

registerLoaders({
  messages: ({ upstream, caller }) =>
    new DataLoader(async (ids) => (caller.token ? upstream.chat.messageBatch(ids) : ids.map(() => null)), {
      maxBatchSize: 100,
    }),
  conversations: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (userIds) => {
        if (!caller.token) return userIds.map(() => null);
        const conversations = await upstream.chat.conversationsWith(userIds);
        for (const conversation of conversations)
          if (conversation) loaders.users.prime(conversation.user.id, conversation.user);
        return conversations;
      },
      { maxBatchSize: 100 },
    ),
  unread: ({ upstream }) => once(() => upstream.chat.unread()),
});
