import path from 'node:path';
import { LOOKUP_LIMITS, type LookupLimits, MATCH_SEARCH_SECONDS } from './constants';
import type { PayPalConfig } from './economy/paypal-provider';
import { engineConfigFromEnv, type EngineConfig } from './translation/engines/configured';

export interface UpstreamConfig {
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite folder (the database lives in `${dataDir}/pglite`), or 'memory://' for a throwaway database. */
  dataDir: string;
  /**
   * A PGlite dump (`dumpDataDir`) a 'memory://' database starts from instead of a new cluster, which costs seconds to
   * create: the tests make one migrated database a run and start every in-memory upstream from it. Unset: a new cluster.
   */
  memoryTemplate?: string;
  webhookUrl: string;
  webhookSecret: string;
  /** Demo members on an empty embedded database; never in production, whatever SEED_DEMO says. */
  seedDemo: boolean;
  logger: boolean;
  logLevel: string;
  /** argon2id cost; tests lower it, production keeps OWASP's recommendation (19 MiB, 2 passes). */
  argon2: { memoryCost: number; timeCost: number };
  production: boolean;
  /** SMTP server for mail (smtp://user:pass@host:587); unset keeps mail in the development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The chat service's registered-user cap (spec §8 resource_limited); unset means no cap. */
  registeredUserCap: number | undefined;
  /** REGISTRATION=closed refuses new accounts (spec §8 "no permission"). */
  registrationOpen: boolean;
  /** Signs media URLs and upload grants; defaults to the webhook secret. */
  mediaSecret: string;
  /**
   * Member searches and lookups by id per member and per client address (anti-scraping); tests and the bench raise
   * them.
   */
  lookupLimits: LookupLimits;
  /** PayPal Checkout, when PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID are set. */
  paypal: PayPalConfig | undefined;
  /**
   * The machine-translation engine: Apertium's APy at APERTIUM_URL by default, or TRANSLATION_ENGINE's; undefined:
   * none, translation is not available.
   */
  translation: EngineConfig | undefined;
  /** Random match (issue 22): how long a start searches before it is a no-match; ACROSS_MATCH_SECONDS, tests shorten it. */
  matchSearchSeconds: number;
  /**
   * Web push (issue 23): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (else keys made on the first start and kept
   * in the database), VAPID_SUBJECT (a mailto: or https: address push services may contact).
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Encrypts staff members' TOTP secrets (AES-256-GCM; any string, hashed to a key): STAFF_SECRET_KEY. */
  staffSecretKey: string;
}

/** Used only outside production, with a warning at start, so `npm start` works with no setup. */
export const DEV_WEBHOOK_SECRET = 'across-dev-webhook-secret';

/** Used only outside production (production refuses to start with it), so the staff console works with no setup. */
export const DEV_STAFF_SECRET_KEY = 'across-dev-staff-secret-key';

export const DEFAULT_ARGON2 = { memoryCost: 19_456, timeCost: 2 } as const;

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`UPSTREAM_PORT must be a port number, got "${value}"`);
  return parsed;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 3600)
    throw new Error(`${name} must be a whole number of seconds from 1 to 3600, got "${value}"`);
  return parsed;
}

/** Upstream settings, read once from the environment. The secret is checked by `checkUpstreamConfig`. */
export function readUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const production = env.NODE_ENV === 'production';
  return {
    host: env.UPSTREAM_HOST || '127.0.0.1',
    port: port(env.UPSTREAM_PORT, 4001),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    webhookUrl: env.BFF_WEBHOOK_URL || 'http://127.0.0.1:4000/webhooks/upstream',
    webhookSecret: env.WEBHOOK_SECRET || (production ? '' : DEV_WEBHOOK_SECRET),
    seedDemo: !production && env.SEED_DEMO !== '0',
    logger: env.UPSTREAM_LOG !== '0',
    logLevel: env.LOG_LEVEL || 'warn',
    argon2: { ...DEFAULT_ARGON2 },
    production,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Across <no-reply@across.invalid>',
    registeredUserCap: env.REGISTERED_USER_CAP ? Number(env.REGISTERED_USER_CAP) : undefined,
    registrationOpen: env.REGISTRATION !== 'closed',
    mediaSecret: env.MEDIA_SECRET || env.WEBHOOK_SECRET || (production ? '' : DEV_WEBHOOK_SECRET),
    lookupLimits: { ...LOOKUP_LIMITS },
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
        ? {
            apiUrl: env.PAYPAL_API_URL || 'https://api-m.paypal.com',
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    translation: engineConfigFromEnv(env),
    matchSearchSeconds: seconds('ACROSS_MATCH_SECONDS', env.ACROSS_MATCH_SECONDS, MATCH_SEARCH_SECONDS),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || 'mailto:support@across.invalid',
    },
    staffSecretKey: env.STAFF_SECRET_KEY || (production ? '' : DEV_STAFF_SECRET_KEY),
  };
}

/** Refuses a configuration that cannot run; returns warnings worth printing. */
export function checkUpstreamConfig(config: UpstreamConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.webhookSecret) throw new Error('WEBHOOK_SECRET must be set when NODE_ENV=production');
  if (config.webhookSecret === DEV_WEBHOOK_SECRET && env.NODE_ENV === 'production')
    throw new Error('WEBHOOK_SECRET must be set when NODE_ENV=production');
  if (!config.staffSecretKey || (env.NODE_ENV === 'production' && config.staffSecretKey === DEV_STAFF_SECRET_KEY))
    throw new Error('STAFF_SECRET_KEY must be set when NODE_ENV=production');
  if (config.webhookSecret === DEV_WEBHOOK_SECRET) {
    return [
      'WEBHOOK_SECRET is not set: using the fixed development secret. Set it (the same value for the BFF) outside development.',
    ];
  }
  return [];
}
