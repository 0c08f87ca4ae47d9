import type { BffConfig } from '../../bff/config';
import { buildBff, type Bff } from '../../bff/server';
import type { LookupLimits } from '../../upstream/constants';
import { buildUpstream, type Upstream, type UpstreamOptions } from '../../upstream/server';
import { freePort } from './free-port';
import { createTestDatabase } from './postgres';
import { registerThroughCode } from './registration';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { apertium, type Backend, TEST_ARGON2 } from './upstream';
import { memoryTemplate } from './pglite-template';

export { freePort };

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

export interface Stack {
  upstreamUrl: string;
  upstream: Upstream;
  bffUrl: string;
  bff: Bff;
  /** With `throughProxy`: the relay between BFF and upstream, to simulate an outage. */
  proxy: TcpProxy | undefined;
  stop(): Promise<void>;
}

/**
 * The real tiers on port 0-ish: an upstream on a PostgreSQL database of its own (copied from the run's migrated
 * template), on `databaseUrl`, or with `backend: 'pglite'` on in-memory PGlite; and a BFF in front of it.
 */
export async function startStack(
  options: {
    /**
     * PostgreSQL by default: its queries cost a fraction of PGlite's WebAssembly, which would run on the test's own
     * thread beside the BFF and the browser's driver (the upstream's tests run every case on both).
     */
    backend?: Backend;
    databaseUrl?: string;
    redisUrl?: string;
    webDist?: string;
    production?: boolean;
    /** Raised by the bench, which looks members up far faster than a person. */
    lookupLimits?: LookupLimits;
    /** Any other BFF setting (deadlines, heartbeat, origins, trusted proxies). */
    bff?: Partial<BffConfig>;
    /** The BFF reaches upstream through a TCP relay the test can break (`stack.proxy`). */
    throughProxy?: boolean;
    /** argon2id's cost: the tests' cheap one by default (the bench measures the real one). */
    argon2?: UpstreamOptions['argon2'];
    /** The translation engine; the run's Apertium by default. */
    translation?: UpstreamOptions['translation'];
    /** Any other upstream setting (a short random-match countdown). */
    upstream?: UpstreamOptions;
  } = {},
): Promise<Stack> {
  const bffPort = await freePort();
  const database =
    options.databaseUrl === undefined && options.backend !== 'pglite' ? await createTestDatabase() : undefined;
  const upstream = buildUpstream({
    databaseUrl: options.databaseUrl ?? database?.url,
    dataDir: 'memory://',
    memoryTemplate: memoryTemplate(),
    port: 0,
    webhookUrl: `http://127.0.0.1:${bffPort}/webhooks/upstream`,
    webhookSecret: TEST_WEBHOOK_SECRET,
    seedDemo: false,
    logger: false,
    argon2: options.argon2 ?? TEST_ARGON2,
    ...(options.lookupLimits ? { lookupLimits: options.lookupLimits } : {}),
    translation: options.translation ?? apertium(),
    ...options.upstream,
  });
  const upstreamUrl = await upstream.start();
  const proxy = options.throughProxy ? await startTcpProxy(Number(new URL(upstreamUrl).port)) : undefined;
  const bff = buildBff({
    port: bffPort,
    upstreamUrl: proxy?.url ?? upstreamUrl,
    webhookSecret: TEST_WEBHOOK_SECRET,
    redisUrl: options.redisUrl,
    webDist: options.webDist,
    production: options.production ?? false,
    ...options.bff,
  });
  const bffUrl = await bff.start();
  return {
    upstreamUrl,
    upstream,
    bffUrl,
    bff,
    proxy,
    async stop() {
      await bff.stop();
      await proxy?.close();
      await upstream.stop();
      await database?.drop();
    },
  };
}

/** Registers a member through the upstream's real code flow (the BFF's own registration is tested in the browser). */
export async function registerMember(
  upstreamUrl: string,
  member: { email: string; password: string; nickname: string },
) {
  return (await registerThroughCode(upstreamUrl, member)).userInfo;
}
