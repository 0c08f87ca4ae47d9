import { defineDomain } from '../domain';
import { toUiLanguage } from '../i18n';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../seed';
import { ChatMediaSweeper } from './media-sweeper';
import './messages'; // this domain's texts join the catalogue
import { chatRoutes } from './routes';
import { ChatService } from './service';

declare module '../domain' {
  interface Services {
    chat: ChatService;
    chatMedia: ChatMediaSweeper;
  }
}

/** One-to-one chat, customer service and complaints; other domains act in it through `chat.hooks`. */
export const chat = defineDomain({
  name: 'chat',
  routes: chatRoutes,
  async build({ db, config, limiter, onEvent, warn, runInBackground }, { accounts, social, signer, storage }) {
    const chatMedia = new ChatMediaSweeper(db, storage, warn);
    runInBackground(chatMedia);
    const account = {
      hashPassword: (password: string) => accounts.hashPassword(password),
      staffPassword: config.production ? undefined : DEMO_PASSWORD,
    };
    const chat = new ChatService(db, social, signer, limiter, account, onEvent, () => chatMedia.kick());
    // Customer service greets every member who registers, in the language they registered in.
    accounts.hooks.memberRegistered.add((tx, userId, language) => chat.welcome(tx, userId, language));
    // The customer-service account is part of the product, in every mode (not demo data).
    await chat.serviceAccount();
    return { chat, chatMedia };
  },
  // Customer service (its staff login outside production: SERVICE_STAFF_EMAIL with DEMO_PASSWORD) greets Emma in her
  // language, as every member who registers.
  async seed({ db, services, members }) {
    await db.transaction((tx) => services.chat.welcome(tx, members.emma, toUiLanguage(DEMO_MEMBERS[0].language)));
  },
});
