import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { CodeMailWorker } from './account/code-mail';
import { ChatMediaSweeper } from './chat/media-sweeper';
import { chatRoutes } from './chat/routes';
import { ChatService } from './chat/service';
import { VerificationCodes } from './account/codes';
import { accountRoutes } from './account/routes';
import { AccountService } from './account/service';
import { devMailboxRoutes } from './dev/mailbox-routes';
import { friendRoutes } from './friend/routes';
import { FriendService } from './friend/service';
import { FriendShareCodes } from './friend/share';
import { LookupThrottle } from './limits/lookup-throttle';
import { RateLimiter } from './limits/rate-limit';
import { Mailer } from './mail/mailer';
import { AvatarStore } from './media/avatars';
import { AlbumService } from './media/album';
import { mediaRoutes } from './media/routes';
import { MediaSigner } from './media/signing';
import { LocalMediaStorage, type MediaStorage } from './media/storage';
import { PresenceService } from './social/presence';
import { SocialService } from './social/service';
import { socialRoutes } from './social/routes';
import { systemRoutes } from './system/routes';
import { ProfileService } from './user/service';
import { userRoutes } from './user/routes';
import { checkUpstreamConfig, readUpstreamConfig, type UpstreamConfig } from './config';
import { BODY_LIMIT_BYTES, RATE_LIMIT_PURGE_MS } from './constants';
import { IN_MEMORY, openDatabase, type OpenDatabase } from './db/open';
import { registerClientAddress } from './http/client-address';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerEnvelope } from './http/envelope';
import { registerSessionHook } from './http/session';
import { economyRoutes } from './economy/routes';
import { Ledger } from './economy/ledger';
import { PaymentService, type PaymentProvider } from './economy/payments';
import { PayPalProvider } from './economy/paypal-provider';
import { RedPacketReturner, RedPackets } from './economy/red-packets';
import { SandboxProvider } from './economy/sandbox-provider';
import { EconomyService, MembershipPass } from './economy/service';
import { Unlocks } from './economy/unlocks';
import { registerChatHooks as registerEconomyInChat } from './economy/chat-hooks';
import { registerChatHooks as registerTranslationInChat } from './translation/chat-hooks';
import { Corrections } from './translation/corrections';
import { LanguageDetector } from './translation/detect';
import { DraftTranslations } from './translation/drafts';
import { createEngine } from './translation/engines/configured';
import { MessageTranslations } from './translation/message-translations';
import { translationRoutes } from './translation/routes';
import { TranslationService } from './translation/service';
import { Translator } from './translation/translator';
import { DEMO_PASSWORD, seedDemoMembers } from './seed';
import { WebhookDeliverer } from './webhooks/outbox';

export type UpstreamOptions = Partial<UpstreamConfig>;

interface Services {
  accounts: AccountService;
  codes: VerificationCodes;
  mailer: Mailer;
  profiles: ProfileService;
  avatars: AvatarStore;
  social: SocialService;
  friends: FriendService;
  shareCodes: FriendShareCodes;
  presence: PresenceService;
  album: AlbumService;
  storage: MediaStorage;
  signer: MediaSigner;
  lookups: LookupThrottle;
  chat: ChatService;
  chatMedia: ChatMediaSweeper;
  ledger: Ledger;
  economy: EconomyService;
  payments: PaymentService;
  redPackets: RedPackets;
  unlocks: Unlocks;
  translator: Translator;
  translation: TranslationService;
  /** Translations made before sending (`/translate/message`). */
  drafts: DraftTranslations;
  /** Readers' better wordings of translations. */
  corrections: Corrections;
}

/**
 * The /user-service REST API and chat service over one database (PGlite or PostgreSQL).
 * `options` override what the environment says (tests: port 0, `dataDir: 'memory://'`,
 * `logger: false`, a cheap `argon2`). One instance starts once; build another to restart.
 */
export function buildUpstream(options: UpstreamOptions = {}) {
  const config: UpstreamConfig = { ...readUpstreamConfig(), ...options };
  const warnings = checkUpstreamConfig(config);
  // On stop, drop keep-alive connections instead of waiting out their 72 s timeout.
  const app = Fastify({ logger: config.logger && { level: config.logLevel }, bodyLimit: BODY_LIMIT_BYTES, forceCloseConnections: true });
  // Every route as registered, so tests that must cover each one (tests/security) need no list.
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  let database: OpenDatabase | undefined;
  let deliverer: WebhookDeliverer | undefined;
  let codeMail: CodeMailWorker | undefined;
  let chatMedia: ChatMediaSweeper | undefined;
  let redPacketReturner: RedPacketReturner | undefined;
  let membershipPass: MembershipPass | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  let services: Services | undefined;
  let started = false;
  /** This upstream's own address, once it listens (the sandbox provider calls it back). */
  let selfUrl = '';
  // A throwaway database gets throwaway media.
  const mediaDir = config.dataDir === IN_MEMORY ? mkdtempSync(path.join(os.tmpdir(), 'across-media-')) : path.join(config.dataDir, 'media');

  const service = <T>(value: T | undefined): T => {
    if (!value) throw new Error('upstream not started');
    return value;
  };
  const running = () => service(services);
  registerEnvelope(app);
  registerControlCharacterGuard(app);
  registerClientAddress(app, config.webhookSecret);
  registerSessionHook(app, (token) => running().accounts.authenticate(token));
  accountRoutes(app, running);
  userRoutes(app, running);
  socialRoutes(app, running);
  friendRoutes(app, running);
  chatRoutes(app, running);
  economyRoutes(app, running);
  translationRoutes(app, running);
  systemRoutes(app);
  mediaRoutes(app, running);
  if (!config.production && !config.smtpUrl) devMailboxRoutes(app, () => service(database).db);

  const upstream = {
    config,
    /** The Fastify instance; its routes answer once `start()` has opened the database. */
    app,
    /** Every registered route (HEAD ones included), complete once `start()` has run. */
    routes: routes as ReadonlyArray<{ method: string; url: string }>,
    /** The open database, for tests that check what a request changed. */
    get database(): OpenDatabase {
      return service(database);
    },
    /** The account service, for tests that need a member to exist without the code flow. */
    get accounts(): AccountService {
      return running().accounts;
    },
    /** The chat service and its media sweeper, for tests (the customer-service account, a sweep now). */
    get chat(): ChatService {
      return running().chat;
    },
    get chatMedia(): ChatMediaSweeper {
      return running().chatMedia;
    },
    /** The economy, for tests (a membership's months now). */
    get economy(): EconomyService {
      return running().economy;
    },
    /** Red packets, for tests (returning the expired ones now). */
    get redPackets(): RedPackets {
      return running().redPackets;
    },
    /** Translation, for tests (the engine's pairs, a message translated). */
    get translation(): TranslationService {
      return running().translation;
    },
    /** The ledger, for tests that credit a member or reconcile (and the operator's check). */
    get ledger(): Ledger {
      return running().ledger;
    },
    /** Friend invitation codes, for tests that need an expired one. */
    get shareCodes(): FriendShareCodes {
      return running().shareCodes;
    },
    /** Set by `start()` when demo members were created: the login to print. */
    demoLogin: undefined as string | undefined,

    /** Opens the database (migrating it), seeds demo members if asked, listens; returns the base URL. */
    async start(): Promise<string> {
      if (started) throw new Error('this upstream was already started; build a new one');
      started = true;
      for (const warning of warnings) console.warn(`[upstream] ${warning}`);
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const { db } = database;
        deliverer = new WebhookDeliverer(db, config.webhookUrl, config.webhookSecret, (message) => app.log.warn(message));
        const limiter = new RateLimiter(db);
        const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, (message) => app.log.warn(message));
        const codes = new VerificationCodes(db, limiter, () => codeMail?.kick());
        codeMail = new CodeMailWorker(db, codes, mailer, (message) => app.log.warn(message));
        const rules = { registrationOpen: config.registrationOpen, registeredUserCap: config.registeredUserCap };
        const accounts: AccountService = new AccountService(db, config.argon2, codes, limiter, rules, () => deliverer?.kick(), { greet: (tx, userId, language) => chat.welcome(tx, userId, language) });
        const storage = new LocalMediaStorage(mediaDir);
        const signer = new MediaSigner(config.mediaSecret);
        const presence = new PresenceService(db);
        const ledger = new Ledger(db, () => deliverer?.kick());
        // The test provider outside production, so coins can be bought on `npm start`;
        // it signs its notices with a key derived from the webhook secret (shared by every instance).
        const sandbox = config.production
          ? undefined
          : new SandboxProvider(db, createHmac('sha256', config.webhookSecret).update('sandbox-pay').digest('hex'), () => `${selfUrl}/user-service/pay/webhook/sandbox`, (message) => app.log.warn(message));
        const providers: PaymentProvider[] = [...(sandbox ? [sandbox] : []), ...(config.paypal ? [new PayPalProvider(config.paypal)] : [])];
        const social = new SocialService(db);
        const unlocks = new Unlocks(db, ledger);
        const translator = new Translator(db, config.translation && createEngine(config.translation), (message) => app.log.warn(message));
        const detector = await LanguageDetector.shared();
        const messageTranslations = new MessageTranslations(db, ledger, translator, detector);
        chatMedia = new ChatMediaSweeper(db, storage, (message) => app.log.warn(message));
        const chat = new ChatService(
          db,
          social,
          signer,
          limiter,
          { hashPassword: (password) => accounts.hashPassword(password), staffPassword: config.production ? undefined : DEMO_PASSWORD },
          () => deliverer?.kick(),
          () => chatMedia?.kick(),
        );
        registerEconomyInChat(chat.hooks, unlocks);
        registerTranslationInChat(chat.hooks, messageTranslations);
        const redPackets = new RedPackets(db, ledger, chat, () => deliverer?.kick());
        const economy = new EconomyService(db, ledger, social, chat, () => deliverer?.kick());
        membershipPass = new MembershipPass(economy, (message) => app.log.warn(message));
        redPacketReturner = new RedPacketReturner(redPackets, (message) => app.log.warn(message));
        services = {
          accounts,
          codes,
          mailer,
          profiles: new ProfileService(db),
          avatars: new AvatarStore(storage),
          social,
          friends: new FriendService(db, social, () => deliverer?.kick()),
          shareCodes: new FriendShareCodes(config.mediaSecret),
          presence,
          album: new AlbumService(db, storage, signer, social, unlocks),
          storage,
          signer,
          lookups: new LookupThrottle(limiter, config.lookupLimits),
          chat,
          chatMedia,
          ledger,
          economy,
          redPackets,
          unlocks,
          translator,
          translation: new TranslationService(db, ledger, translator, messageTranslations, chat, () => deliverer?.kick()),
          drafts: new DraftTranslations(db, ledger, translator, detector, chat),
          corrections: new Corrections(db, chat, () => deliverer?.kick()),
          payments: new PaymentService(db, ledger, new Map(providers.map((provider) => [provider.name, provider])), limiter, (message) => app.log.error(message)),
        };
        if (sandbox) sandbox.routes(app);
        // The customer-service account is part of the product, in every mode (not demo data).
        await chat.serviceAccount();
        // Never on PostgreSQL (a shared database is somebody's real data), never in production.
        if (config.seedDemo && !config.production && database.kind === 'pglite') upstream.demoLogin = await seedDemoMembers(db, services);
        await app.listen({ host: config.host, port: config.port });
        selfUrl = `http://${config.host}:${(app.server.address() as AddressInfo).port}`;
        deliverer.start();
        codeMail.start();
        chatMedia.start();
        redPacketReturner.start();
        membershipPass.start();
        purgeTimer = setInterval(() => limiter.purgeExpired().catch((error) => app.log.warn(`rate-limit purge failed: ${error.message}`)), RATE_LIMIT_PURGE_MS);
        purgeTimer.unref();
      } catch (error) {
        await upstream.stop();
        throw error;
      }
      return selfUrl;
    },

    /** Stops delivering webhooks, closes the server and the database (releasing the PGlite lock). */
    async stop(): Promise<void> {
      clearInterval(purgeTimer);
      await Promise.all([deliverer?.stop(), codeMail?.stop(), chatMedia?.stop(), redPacketReturner?.stop(), membershipPass?.stop()]);
      deliverer = undefined;
      codeMail = undefined;
      chatMedia = undefined;
      redPacketReturner = undefined;
      membershipPass = undefined;
      await app.close();
      services?.mailer.close();
      await database?.close();
      database = undefined;
      services = undefined;
    },
  };
  return upstream;
}

export type Upstream = ReturnType<typeof buildUpstream>;
