import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { AccountService } from './account/service';
import { readUpstreamConfig, type UpstreamConfig } from './config';
import { BODY_LIMIT_BYTES } from './constants';
import { openDatabase, type OpenDatabase } from './db/open';
import { registerEnvelope } from './http/envelope';
import { seedDemoMembers } from './seed';
import { WebhookDeliverer } from './webhooks/outbox';

/** The /user-service REST API and chat service over one database (PGlite or PostgreSQL). */
export function buildUpstream(overrides: Partial<UpstreamConfig> = {}) {
  const config: UpstreamConfig = { ...readUpstreamConfig(), ...overrides };
  let database: OpenDatabase | undefined;
  let app: FastifyInstance | undefined;
  let deliverer: WebhookDeliverer | undefined;

  return {
    config,
    /** The open database, for tests that check what a request changed. */
    get database(): OpenDatabase {
      if (!database) throw new Error('upstream not started');
      return database;
    },
    /** Set after start when demo members were created: the login to print. */
    demoLogin: undefined as string | undefined,

    async start(): Promise<string> {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      const { db } = database;
      app = Fastify({ logger: config.logger, bodyLimit: BODY_LIMIT_BYTES });
      const log = (message: string) => app?.log.warn(message);
      deliverer = new WebhookDeliverer(db, config.webhookUrl, config.webhookSecret, log);
      const accounts = new AccountService(db, config.argon2, () => deliverer?.kick());

      registerEnvelope(app);
      accountRoutes(app, accounts);

      if (config.seedDemo && database.kind === 'pglite') this.demoLogin = await seedDemoMembers(db, accounts);
      await app.listen({ host: config.host, port: config.port });
      deliverer.start();
      const { port } = app.server.address() as AddressInfo;
      return `http://${config.host}:${port}`;
    },

    async stop(): Promise<void> {
      await deliverer?.stop();
      await app?.close();
      await database?.close();
      database = undefined;
    },
  };
}

export type Upstream = ReturnType<typeof buildUpstream>;
