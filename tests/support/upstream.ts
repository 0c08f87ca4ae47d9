import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { request } from 'undici';
import * as tables from '../../upstream/db/schema';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, clientIpSignature } from '../../upstream/http/client-address';
import { buildUpstream, type Upstream, type UpstreamOptions } from '../../upstream/server';
import { APERTIUM_TEST_URL } from './apertium-setup';
import { createTestDatabase } from './postgres';
import { memoryTemplate } from './pglite-template';

const ALL_BACKENDS = ['pglite', 'postgres'] as const;
export type Backend = (typeof ALL_BACKENDS)[number];
/**
 * The environment variable that runs the tests on one backend (`pglite` or `postgres`) for a quicker local run; unset
 * (CI), both.
 */
export const TEST_BACKEND = 'ACROSS_TEST_BACKEND';

/** The databases the tests that run on every backend (`describe.each(BACKENDS)`) run on. */
export const BACKENDS: ReadonlyArray<Backend> = selectedBackends(process.env[TEST_BACKEND]);

function selectedBackends(chosen: string | undefined): ReadonlyArray<Backend> {
  if (!chosen) return ALL_BACKENDS;
  const backend = ALL_BACKENDS.find((name) => name === chosen);
  if (!backend)
    throw new Error(`${TEST_BACKEND}=${chosen}: expected one of ${ALL_BACKENDS.join(', ')}, or unset for both`);
  return [backend];
}
export const RECEIVER_SECRET = 'upstream-test-secret';
/** Cheap argon2id for tests; production keeps the recommended cost. */
export const TEST_ARGON2 = { memoryCost: 4096, timeCost: 1 };

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The run's Apertium (tests/support/apertium-setup.ts), as the engine an upstream under test translates with; none
 * outside the tests (the bench starts its own).
 */
export function apertium() {
  const url = process.env[APERTIUM_TEST_URL];
  return url ? ({ engine: 'apertium', url } as const) : undefined;
}

/** Records webhook deliveries; `status` decides what it answers. */
export async function startReceiver() {
  const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  const receiver = {
    received,
    status: 200,
    url: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (receiver.status === 200) received.push({ headers: req.headers, body });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}

/**
 * An upstream on the given backend, a fresh database each time (unless `config.databaseUrl` names another's), plus a
 * REST caller.
 */
export async function startTestUpstream(
  backend: Backend,
  options: {
    webhookUrl?: string;
    dataDir?: string;
    /** Runs before `start()`: hooks a test adds to `upstream.app`. */
    beforeStart?: (upstream: Upstream) => void;
    /** Any other setting (smtpUrl, lookupLimits, production ...). */
    config?: UpstreamOptions;
  } = {},
) {
  // A second upstream on another's database (`config.databaseUrl`) makes none of its own.
  const postgres = backend === 'postgres' && !options.config?.databaseUrl ? await createTestDatabase() : undefined;
  const upstream = buildUpstream({
    databaseUrl: postgres?.url,
    dataDir: options.dataDir ?? 'memory://',
    memoryTemplate: memoryTemplate(),
    port: 0,
    webhookUrl: options.webhookUrl ?? 'http://127.0.0.1:9/unused',
    webhookSecret: RECEIVER_SECRET,
    seedDemo: false,
    logger: false,
    argon2: TEST_ARGON2,
    translation: apertium(),
    ...options.config,
  });
  options.beforeStart?.(upstream);
  const url = await upstream.start();
  return {
    upstream,
    url,
    /**
     * Calls /user-service with the envelope; `raw` sends the body as given; `clientIp` is
     * vouched for as the BFF does (signed), so the call counts as that client address.
     */
    async call<T = any>(
      method: 'GET' | 'POST',
      path: string,
      options: {
        body?: unknown;
        raw?: string;
        token?: string;
        language?: string;
        contentType?: string;
        clientIp?: string;
      } = {},
    ): Promise<Envelope<T> & { status: number }> {
      const headers: Record<string, string> = { platform: 'Web', language: options.language ?? 'en' };
      if (options.token) headers.token = options.token;
      if (options.clientIp) {
        headers[CLIENT_IP_HEADER] = options.clientIp;
        headers[CLIENT_IP_SIGNATURE_HEADER] = clientIpSignature(options.clientIp, RECEIVER_SECRET);
      }
      const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
      // undici's own request: a third of fetch's CPU, and the upstream files send tens of thousands.
      const response = await request(`${url}/user-service${path}`, { method, headers, body });
      return { status: response.statusCode, ...((await response.body.json()) as Envelope<T>) };
    },
    /** Row counts of every table: a failed request must leave them as they were. */
    async counts() {
      const { db } = upstream.database;
      const result: Record<string, number> = {};
      for (const [name, table] of Object.entries({
        users: tables.users,
        sessions: tables.sessions,
        chatUsers: tables.chatUsers,
        outbox: tables.webhookOutbox,
      })) {
        const [row] = await db.select({ n: count() }).from(table);
        result[name] = row.n;
      }
      return result;
    },
    async stop() {
      await upstream.stop();
      await postgres?.drop();
    },
  };
}

export type TestUpstream = Awaited<ReturnType<typeof startTestUpstream>>;
export type { Upstream };
