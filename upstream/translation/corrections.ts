import { sql } from 'drizzle-orm';
import type { ChatService, MessageView } from '../chat/service';
import type { Database } from '../db/open';
import { messageCorrections } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { enqueueEvent } from '../webhooks/outbox';

const messageNotFound = () => new ApiError(404, 'MESSAGE_NOT_FOUND', 'chat.messageNotFound');

/**
 * Better wordings (docs/decisions.md "Translations that read right, and corrections"): the
 * reader of a translated message proposes how its translation should read, and its writer
 * sees it, live, as language-exchange apps correct. One per message; the reader may change
 * it. Only the conversation's two members see it: it is part of the message.
 */
export class Corrections {
  constructor(
    private readonly db: Database,
    private readonly chat: Pick<ChatService, 'messages'>,
    /** Called after a transaction wrote a webhook event, to deliver it at once. */
    private readonly onEvent: () => void = () => {},
  ) {}

  /** POST /translate/correction: the reader's wording of a message they received translated; their copy of it. */
  async propose(viewerId: number, messageId: number, text: string): Promise<MessageView> {
    const [message] = await this.chat.messages(viewerId, [messageId]);
    if (!message) throw messageNotFound();
    if (message.from === viewerId) throw validationError('messageId', 'translation.correctionOwn');
    const translation = message.translation;
    if (message.type !== 'txt' || !translation?.text)
      throw validationError('messageId', 'translation.correctionUntranslated');
    if (text === translation.text) throw validationError('text', 'translation.correctionSame');
    const corrected = await this.db.transaction(async (tx) => {
      await tx
        .insert(messageCorrections)
        .values({ messageId, userId: viewerId, language: translation.target, text })
        .onConflictDoUpdate({
          target: messageCorrections.messageId,
          set: { text, language: translation.target, updatedAt: sql`now()` },
        });
      const [readerCopy] = await this.chat.messages(viewerId, [messageId], tx);
      if (!readerCopy) throw messageNotFound(); // recalled meanwhile: nothing kept
      // The writer's copy, unless they cleared it from their history.
      const [writerCopy] = await this.chat.messages(message.from, [messageId], tx);
      const deliveries = [
        ...(writerCopy ? [{ userId: message.from, message: writerCopy }] : []),
        { userId: viewerId, message: readerCopy },
      ];
      await enqueueEvent(tx, 'chat.corrected', {
        message: { id: messageId, from: message.from, to: message.to },
        deliveries,
      });
      return readerCopy;
    });
    this.onEvent();
    return corrected;
  }
}
