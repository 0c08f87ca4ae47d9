import type { ChatHooks } from '../chat/hooks';
import type { Database } from '../db/open';
import type { CorrectionView, MessageTranslations, TranslationView } from './message-translations';

declare module '../chat/hooks' {
  interface MessageExtensions {
    /** The translation this member sees (theirs, else the one it was sent with), or null. */
    translation: TranslationView | null;
    /** A better wording of its translation its reader proposed (both members see it), or null. */
    correction: CorrectionView | null;
  }
}

/**
 * Translation inside chat: a text's language and its translations, made before its send's
 * transaction and charged and stored in it, and each message's translation shown with it.
 */
export function registerChatHooks(hooks: ChatHooks, translations: MessageTranslations) {
  /** Per send's transaction, the messages it stored translations of: a message being sent has no others. */
  const translatedIn = new WeakMap<Database, Set<number>>();
  hooks.prepareText.add(async (text) => {
    const prepared = await translations.prepare(text.sender, text.recipient, text.text, {
      outgoing: text.translate,
      draftId: text.translateRecordId,
      coins: text.coins,
    });
    return {
      language: prepared.language,
      lock: (tx) => translations.lock(tx, prepared),
      record: async (tx, messageId) => {
        await translations.record(tx, messageId, prepared);
        if (prepared.planned.length > 0) translatedIn.set(tx, (translatedIn.get(tx) ?? new Set()).add(messageId));
      },
    };
  });
  hooks.messagePresented.add(async (db, viewerIds, rows, fresh) => {
    const texts = rows.filter((row) => row.type === 'txt').map((row) => row.id);
    // A message being sent has no correction yet, and the translations its transaction stored if any: a send that
    // stored none (most: both members read its language) reads nothing.
    const presented = await translations.present(
      db,
      viewerIds,
      fresh ? texts.filter((id) => translatedIn.get(db)?.has(id)) : texts,
      { corrected: !fresh },
    );
    return (viewerId, row) => {
      const { shown: translation = null, sent = null, correction = null } = presented.get(viewerId)?.get(row.id) ?? {};
      // Spec §3: the translation a text was sent with is in its ext, as the chat SDK carries it.
      return {
        translation,
        correction,
        ...(sent?.text != null ? { ext: { translation: sent.text, translateRecordId: sent.recordId } } : {}),
      };
    };
  });
}
