import type { FastifyInstance } from 'fastify';
import type { UpstreamConfig } from './config';
import type { Database } from './db/open';
import type { RepeatingPass } from './jobs/repeating-pass';
import type { RateLimiter } from './limits/rate-limit';
import type { Mailer } from './mail/mailer';
import type { DemoSeed } from './seed';

/**
 * Every domain's services, by name. Empty here: each domain declares the services it builds
 * in its `domain.ts` by module augmentation, so adding a domain edits no file here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface Services {}

/** What the composition root (server.ts) hands every domain as it is built. */
export interface Platform {
  config: UpstreamConfig;
  /** The Fastify instance, for routes that exist only once built (the sandbox payment provider's). */
  app: FastifyInstance;
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Called after a transaction wrote a webhook event, to deliver it at once. */
  onEvent: () => void;
  /** Logs a problem a background task or a provider met (the request goes on). */
  warn: (message: string) => void;
  error: (message: string) => void;
  /** This upstream's own address, once it listens. */
  selfUrl: () => string;
  /** A background pass: started once the upstream listens, stopped before it closes. */
  runInBackground: (pass: RepeatingPass) => void;
}

/**
 * A domain as the upstream runs it: one line in domains.ts. Each part is optional: `system`
 * has routes only.
 */
export interface Domain<Built extends Partial<Services> = Partial<Services>> {
  /** Its folder. */
  name: string;
  /** Registers its routes when the upstream is built; they reach the services through `services()` once started. */
  routes?(app: FastifyInstance, services: () => Services): void;
  /**
   * Once the database is open, in the order of domains.ts: its services, from the platform and
   * the services of the domains before it, whose hooks it may add handlers to.
   */
  build?(platform: Platform, services: Services): Built | Promise<Built>;
  /** Its part of the demo (`npm start` on an empty embedded database), in the order of domains.ts. */
  seed?(demo: DemoSeed): Promise<void>;
}

/** Checks a domain module against `Services` (what `build` returns is what the domain declared). */
export const defineDomain = <Built extends Partial<Services>>(domain: Domain<Built>): Domain<Built> => domain;
