import { defineDomain } from '../domain';
import { SHOWCASE_CONVERSATION } from '../seed';
import { registerChatHooks } from './chat-hooks';
import { Corrections } from './corrections';
import { LanguageDetector } from './detect';
import { DraftTranslations } from './drafts';
import { createEngine } from './engines/configured';
import { MessageTranslations } from './message-translations';
import './messages'; // this domain's texts join the catalogue
import { translationRoutes } from './routes';
import { TranslationService } from './service';
import { Translator } from './translator';

declare module '../domain' {
  interface Services {
    translator: Translator;
    translation: TranslationService;
    /** Translations made before sending (`/translate/message`). */
    drafts: DraftTranslations;
    /** Readers' better wordings of translations. */
    corrections: Corrections;
  }
}

/** Machine translation of chat messages, metered on the ledger; it acts in chat through `chat.hooks`. */
export const translation = defineDomain({
  name: 'translation',
  routes: translationRoutes,
  async build({ db, config, onEvent, warn }, { chat, ledger }) {
    const translator = new Translator(db, config.translation && createEngine(config.translation), warn);
    const detector = await LanguageDetector.shared();
    const messageTranslations = new MessageTranslations(db, ledger, translator, detector);
    registerChatHooks(chat.hooks, messageTranslations);
    return {
      translator,
      translation: new TranslationService(db, ledger, translator, messageTranslations, chat, onEvent),
      drafts: new DraftTranslations(db, ledger, translator, detector, chat),
      corrections: new Corrections(db, chat, onEvent),
    };
  },
  // Emma and Lucía have been chatting, each in her own language and each reading the other's
  // translated, in lines Apertium (the default engine) renders well; Lucía's last is unread.
  async seed({ services, members: { emma, lucia } }) {
    for (const [index, [writer, msg]] of SHOWCASE_CONVERSATION.entries()) {
      const [from, to] = writer === 'lucia' ? [lucia, emma] : [emma, lucia];
      if (index > 0) await services.chat.read(from, to); // a reply comes after reading what came before
      await services.chat.send(from, {
        userId: to,
        clientId: `demo-showcase-${index}`,
        type: 'txt',
        msg,
        ext: { platform: 'Web' },
      });
    }
  },
});
