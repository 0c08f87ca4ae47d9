import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { checkUpstreamConfig, readUpstreamConfig, type UpstreamConfig } from './config';
import { BODY_LIMIT_BYTES, RATE_LIMIT_PURGE_MS } from './constants';
import { openDatabase, type OpenDatabase } from './db/open';
import { devMailboxRoutes } from './dev/mailbox-routes';
import type { Platform, Services } from './domain';
import { DOMAINS } from './domains';
import { registerClientAddress } from './http/client-address';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerEnvelope } from './http/envelope';
import { registerSessionHook } from './http/session';
import type { RepeatingPass } from './jobs/repeating-pass';
import { RateLimiter } from './limits/rate-limit';
import { Mailer } from './mail/mailer';
import { seedDemo } from './seed';
import { WebhookDeliverer } from './webhooks/outbox';

export type UpstreamOptions = Partial<UpstreamConfig>;

/**
 * The /user-service REST API and chat service over one database (PGlite or PostgreSQL).
 * `options` override what the environment says (tests: port 0, `dataDir: 'memory://'`,
 * `logger: false`, a cheap `argon2`). One instance starts once; build another to restart.
 * The domains are in domains.ts; this file runs them.
 */
export function buildUpstream(options: UpstreamOptions = {}) {
  const config: UpstreamConfig = { ...readUpstreamConfig(), ...options };
  const warnings = checkUpstreamConfig(config);
  // On stop, drop keep-alive connections instead of waiting out their 72 s timeout.
  const app = Fastify({
    logger: config.logger && { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
  });
  // Every route as registered, so tests that must cover each one (tests/security) need no list.
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  let database: OpenDatabase | undefined;
  let deliverer: WebhookDeliverer | undefined;
  let mailer: Mailer | undefined;
  /** Every domain's background passes, started once listening. */
  let passes: RepeatingPass[] = [];
  let purgeTimer: NodeJS.Timeout | undefined;
  let services: Services | undefined;
  let started = false;
  /** This upstream's own address, once it listens (the sandbox provider calls it back). */
  let selfUrl = '';

  const service = <T>(value: T | undefined): T => {
    if (!value) throw new Error('upstream not started');
    return value;
  };
  const running = () => service(services);
  registerEnvelope(app);
  registerControlCharacterGuard(app);
  registerClientAddress(app, config.webhookSecret);
  registerSessionHook(app, (token) => running().accounts.authenticate(token));
  for (const domain of DOMAINS) domain.routes?.(app, running);
  // The mail the mailer kept instead of sending (development without SMTP only).
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
    get accounts(): Services['accounts'] {
      return running().accounts;
    },
    /** The chat service and its media sweeper, for tests (the customer-service account, a sweep now). */
    get chat(): Services['chat'] {
      return running().chat;
    },
    get chatMedia(): Services['chatMedia'] {
      return running().chatMedia;
    },
    /** The economy, for tests (a membership's months now). */
    get economy(): Services['economy'] {
      return running().economy;
    },
    /** Red packets, for tests (returning the expired ones now). */
    get redPackets(): Services['redPackets'] {
      return running().redPackets;
    },
    /** Translation, for tests (the engine's pairs, a message translated). */
    get translation(): Services['translation'] {
      return running().translation;
    },
    /** The ledger, for tests that credit a member or reconcile (and the operator's check). */
    get ledger(): Services['ledger'] {
      return running().ledger;
    },
    /** Media bytes, for tests (whether a deleted moment's photos are gone). */
    get storage(): Services['storage'] {
      return running().storage;
    },
    /** Random match, for tests (the expiry pass's work now). */
    get matches(): Services['matches'] {
      return running().matches;
    },
    /** Notices, for tests (recording one as a domain's hook does). */
    get notices(): Services['notices'] {
      return running().notices;
    },
    /** Announcements, for tests (the publishing pass's work now). */
    get announcements(): Services['announcements'] {
      return running().announcements;
    },
    /** The gift mall, for tests (the expiry pass's work now). */
    get mall(): Services['mall'] {
      return running().mall;
    },
    /** Web push, for tests (the push pass's work now). */
    get push(): Services['push'] {
      return running().push;
    },
    get staff(): Services['staff'] {
      return running().staff;
    },
    /** Friend invitation codes, for tests that need an expired one. */
    get shareCodes(): Services['shareCodes'] {
      return running().shareCodes;
    },
    /** Set by `start()` when demo members were created: the login to print. */
    demoLogin: undefined as string | undefined,

    /**
     * Opens the database (migrating it), builds every domain, seeds demo members if asked, listens; returns the base
     * URL.
     */
    async start(): Promise<string> {
      if (started) throw new Error('this upstream was already started; build a new one');
      started = true;
      for (const warning of warnings) console.warn(`[upstream] ${warning}`);
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        memoryTemplate: config.memoryTemplate,
      });
      try {
        const { db } = database;
        const warn = (message: string) => app.log.warn(message);
        deliverer = new WebhookDeliverer(db, config.webhookUrl, config.webhookSecret, warn);
        const limiter = new RateLimiter(db);
        mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, warn);
        const platform: Platform = {
          config,
          app,
          db,
          limiter,
          mailer,
          onEvent: () => deliverer?.kick(),
          warn,
          error: (message) => app.log.error(message),
          selfUrl: () => selfUrl,
          runInBackground: (pass) => passes.push(pass),
        };
        // Each domain sees the services of those before it in domains.ts.
        const built = {} as Services;
        for (const domain of DOMAINS) Object.assign(built, await domain.build?.(platform, built));
        services = built;
        // Never on PostgreSQL (a shared database is somebody's real data), never in production.
        if (config.seedDemo && !config.production && database.kind === 'pglite')
          upstream.demoLogin = await seedDemo(db, built, DOMAINS);
        await app.listen({ host: config.host, port: config.port });
        selfUrl = `http://${config.host}:${(app.server.address() as AddressInfo).port}`;
        deliverer.start();
        for (const pass of passes) pass.start();
        purgeTimer = setInterval(
          () => limiter.purgeExpired().catch((error) => app.log.warn(`rate-limit purge failed: ${error.message}`)),
          RATE_LIMIT_PURGE_MS,
        );
        purgeTimer.unref();
      } catch (error) {
        await upstream.stop();
        throw error;
      }
      return selfUrl;
    },

    /**
     * Stops delivering webhooks and the background passes, closes the server and the database (releasing the PGlite
     * lock).
     */
    async stop(): Promise<void> {
      clearInterval(purgeTimer);
      await Promise.all([deliverer?.stop(), ...passes.map((pass) => pass.stop())]);
      deliverer = undefined;
      passes = [];
      await app.close();
      mailer?.close();
      mailer = undefined;
      await database?.close();
      database = undefined;
      services = undefined;
    },
  };
  return upstream;
}

export type Upstream = ReturnType<typeof buildUpstream>;
