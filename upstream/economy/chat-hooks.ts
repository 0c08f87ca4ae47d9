import type { ChatHooks } from '../chat/hooks';
import type { Unlocks } from './unlocks';

/** The economy inside chat's send: a paid unlock may refuse a member's first message to a new contact. */
export function registerChatHooks(hooks: ChatHooks, unlocks: Unlocks) {
  hooks.beforeSend.add(async (tx, message) => {
    // Gifts and red packets (custom messages) are paid for already.
    if (message.type !== 'custom') await unlocks.firstMessage(tx, message.senderId, message.recipient);
  });
}
