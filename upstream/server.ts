import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { accountRoutes } from './account/routes';
import { AccountService } from './account/service';
import { checkUpstreamConfig, readUpstreamConfig, type UpstreamConfig } from './config';
import { BODY_LIMIT_BYTES } from './constants';
import { openDatabase, type OpenDatabase } from './db/open';
import { registerEnvelope } from './http/envelope';
import { seedDemoMembers } from './seed';
import { WebhookDeliverer } from './webhooks/outbox';

export type UpstreamOptions = Partial<UpstreamConfig>;

/**
 * The /user-service REST API and chat service over one database (PGlite or PostgreSQL).
 * `options` override what the environment says (tests: port 0, `dataDir: 'memory://'`,
 * `logger: false`, a cheap `argon2`). One instance starts once; build another to restart.
 */
export function buildUpstream(options: UpstreamOptions = {}) {
  const config: UpstreamConfig = { ...readUpstreamConfig(), ...options };
  const warnings = checkUpstreamConfig(config);
  const app = Fastify({ logger: config.logger && { level: config.logLevel }, bodyLimit: BODY_LIMIT_BYTES });
  let database: OpenDatabase | undefined;
  let deliverer: WebhookDeliverer | undefined;
  let accounts: AccountService | undefined;
  let started = false;

  const service = <T>(value: T | undefined): T => {
    if (!value) throw new Error('upstream not started');
    return value;
  };
  registerEnvelope(app);
  accountRoutes(app, () => service(accounts));

  const upstream = {
    config,
    /** The Fastify instance; its routes answer once `start()` has opened the database. */
    app,
    /** The open database, for tests that check what a request changed. */
    get database(): OpenDatabase {
      return service(database);
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
        accounts = new AccountService(db, config.argon2, () => deliverer?.kick());
        // Never on PostgreSQL: a shared database is somebody's real data.
        if (config.seedDemo && database.kind === 'pglite') upstream.demoLogin = await seedDemoMembers(db, accounts);
        await app.listen({ host: config.host, port: config.port });
        deliverer.start();
      } catch (error) {
        await upstream.stop();
        throw error;
      }
      const { port } = app.server.address() as AddressInfo;
      return `http://${config.host}:${port}`;
    },

    /** Stops delivering webhooks, closes the server and the database (releasing the PGlite lock). */
    async stop(): Promise<void> {
      await deliverer?.stop();
      deliverer = undefined;
      await app.close();
      await database?.close();
      database = undefined;
      accounts = undefined;
    },
  };
  return upstream;
}

export type Upstream = ReturnType<typeof buildUpstream>;
