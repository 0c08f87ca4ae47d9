import { createServer } from 'node:net';
import { buildBff, type Bff } from '../../bff/server';
import { buildUpstream, type Upstream } from '../../upstream/server';
import { registerThroughCode } from './registration';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

/** A port that was free a moment ago, so the upstream can be told the BFF's webhook URL up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Stack {
  upstreamUrl: string;
  upstream: Upstream;
  bffUrl: string;
  bff: Bff;
  stop(): Promise<void>;
}

/** The real tiers on port 0-ish: an upstream on in-memory PGlite (or `databaseUrl`) and a BFF in front of it. */
export async function startStack(options: { databaseUrl?: string; redisUrl?: string; webDist?: string; production?: boolean } = {}): Promise<Stack> {
  const bffPort = await freePort();
  const upstream = buildUpstream({
    databaseUrl: options.databaseUrl,
    dataDir: 'memory://',
    port: 0,
    webhookUrl: `http://127.0.0.1:${bffPort}/webhooks/upstream`,
    webhookSecret: TEST_WEBHOOK_SECRET,
    seedDemo: false,
    logger: false,
  });
  const upstreamUrl = await upstream.start();
  const bff = buildBff({
    port: bffPort,
    upstreamUrl,
    webhookSecret: TEST_WEBHOOK_SECRET,
    redisUrl: options.redisUrl,
    webDist: options.webDist,
    production: options.production ?? false,
  });
  const bffUrl = await bff.start();
  return {
    upstreamUrl,
    upstream,
    bffUrl,
    bff,
    async stop() {
      await bff.stop();
      await upstream.stop();
    },
  };
}

/** Registers a member through the upstream's real code flow (the BFF's own registration is tested in the browser). */
export async function registerMember(upstreamUrl: string, member: { email: string; password: string; nickname: string }) {
  return (await registerThroughCode(upstreamUrl, member)).userInfo;
}
