import path from 'node:path';

export interface UpstreamConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** PGlite folder, or 'memory://' for a throwaway database. */
  dataDir: string;
  webhookUrl: string;
  webhookSecret: string;
  seedDemo: boolean;
  logger: boolean;
  /** argon2id cost; tests lower it, production keeps OWASP's recommendation. */
  argon2: { memoryCost: number; timeCost: number };
}

export const DEV_WEBHOOK_SECRET = 'across-dev-webhook-secret';

/** Upstream settings, read once from the environment. */
export function readUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const production = env.NODE_ENV === 'production';
  const webhookSecret = env.WEBHOOK_SECRET ?? (production ? '' : DEV_WEBHOOK_SECRET);
  if (!webhookSecret) throw new Error('WEBHOOK_SECRET must be set in production');
  return {
    host: env.UPSTREAM_HOST ?? '127.0.0.1',
    port: Number(env.UPSTREAM_PORT ?? 4001),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    webhookUrl: env.BFF_WEBHOOK_URL ?? 'http://127.0.0.1:4000/webhooks/upstream',
    webhookSecret,
    seedDemo: env.SEED_DEMO !== '0',
    logger: env.UPSTREAM_LOG !== '0',
    argon2: { memoryCost: 19_456, timeCost: 2 },
  };
}
