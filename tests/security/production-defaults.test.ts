import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from '../../upstream/config';
import { users } from '../../upstream/db/schema';
import { buildUpstream } from '../../upstream/server';
import { TEST_ARGON2 } from '../support/upstream';
import { memoryTemplate } from '../support/pglite-template';

/** Issue 8: demo members (with a published password) must never exist in production. */
describe('production defaults', () => {
  it('never seeds demo members in production, even when told to', async () => {
    const upstream = buildUpstream({
      production: true,
      seedDemo: true,
      dataDir: 'memory://',
      memoryTemplate: memoryTemplate(),
      port: 0,
      logger: false,
      webhookUrl: 'http://127.0.0.1:9/unused',
      webhookSecret: 'a-real-production-secret',
      argon2: TEST_ARGON2,
    });
    await upstream.start();
    try {
      // Only the customer-service account, which is part of the product: no member, no known password.
      const [{ members }] = await upstream.database.db
        .select({ members: count() })
        .from(users)
        .where(eq(users.isService, false));
      expect(members).toBe(0);
      const service = await upstream.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isService, true));
      expect(service).toEqual([{ email: 'support@across.invalid' }]);
      expect(upstream.demoLogin).toBeUndefined();
    } finally {
      await upstream.stop();
    }
  });

  it('reads SEED_DEMO as off in production, whatever it says', () => {
    for (const SEED_DEMO of [undefined, '1', 'yes']) {
      expect(readUpstreamConfig({ NODE_ENV: 'production', WEBHOOK_SECRET: 'secret', SEED_DEMO }).seedDemo).toBe(false);
    }
    expect(readUpstreamConfig({ SEED_DEMO: undefined }).seedDemo).toBe(true); // development keeps its demo
  });
});
