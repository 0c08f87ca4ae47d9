import path from 'node:path';

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
  };
}
