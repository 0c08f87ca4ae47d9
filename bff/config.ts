import type { BlockList } from 'node:net';
import path from 'node:path';
import {
  KNOWN_SESSION_TTL_MS,
  PRESENCE_REFRESH_MS,
  SOCKET_HEARTBEAT_MS,
  UPSTREAM_READ_TIMEOUT_MS,
  UPSTREAM_WRITE_TIMEOUT_MS,
} from './constants';
import { parseTrustedProxies } from './http/client-address';

/** BFF settings, read once from the environment. Tests pass their own values to buildBff. */
export interface BffConfig {
  host: string;
  port: number;
  upstreamUrl: string;
  webhookSecret: string;
  redisUrl: string | undefined;
  production: boolean;
  /** Marks the session cookie Secure (behind HTTPS). */
  secureCookies: boolean;
  /** Folder of the built web client; served with index.html for client routes. */
  webDist: string | undefined;
  /** Origins besides the BFF's own that may call the graph with the member's cookie (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Load balancers whose `X-Forwarded-For` is believed (TRUST_PROXY); empty believes none. */
  trustedProxies: BlockList;
  /** Deadlines of one upstream read and write. */
  upstreamDeadlines: { readMs: number; writeMs: number };
  /** How often sockets are pinged; one that missed a pong is closed. */
  socketHeartbeatMs: number;
  /** How often a live socket's presence is refreshed upstream (upstream forgets it after 75 s). */
  presenceRefreshMs: number;
  /**
   * How long a token upstream confirmed names its member without asking again (tests set 0: every operation asks, as in
   * an outage longer than that).
   */
  knownSessionTtlMs: number;
}

export const DEV_WEBHOOK_SECRET = 'across-dev-webhook-secret';

export function readBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const production = env.NODE_ENV === 'production';
  const webhookSecret = env.WEBHOOK_SECRET ?? (production ? '' : DEV_WEBHOOK_SECRET);
  if (!webhookSecret) throw new Error('WEBHOOK_SECRET must be set in production');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4000),
    upstreamUrl: env.UPSTREAM_URL ?? 'http://127.0.0.1:4001',
    webhookSecret,
    redisUrl: env.REDIS_URL || undefined,
    production,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === '1' : production,
    webDist: env.WEB_DIST ?? path.join(__dirname, '..', 'web', 'dist'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    upstreamDeadlines: { readMs: UPSTREAM_READ_TIMEOUT_MS, writeMs: UPSTREAM_WRITE_TIMEOUT_MS },
    socketHeartbeatMs: SOCKET_HEARTBEAT_MS,
    presenceRefreshMs: PRESENCE_REFRESH_MS,
    knownSessionTtlMs: KNOWN_SESSION_TTL_MS,
  };
}
