import { describe, expect, it } from 'vitest';
import {
  checkUpstreamConfig,
  DEFAULT_ARGON2,
  DEV_STAFF_SECRET_KEY,
  DEV_WEBHOOK_SECRET,
  readUpstreamConfig,
} from './config';

describe('upstream config', () => {
  it('has working defaults for a fresh machine, with a warning about the development secret', () => {
    const config = readUpstreamConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4001,
      databaseUrl: undefined,
      seedDemo: true,
      webhookSecret: DEV_WEBHOOK_SECRET,
      matchSearchSeconds: 30,
    });
    expect(config.webhookUrl).toBe('http://127.0.0.1:4000/webhooks/upstream');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.argon2).toEqual({ memoryCost: 19_456, timeCost: 2 });
    expect(DEFAULT_ARGON2).toEqual({ memoryCost: 19_456, timeCost: 2 });
    expect(checkUpstreamConfig(config, {})).toEqual([expect.stringContaining('WEBHOOK_SECRET')]);
  });

  it('reads the environment', () => {
    const config = readUpstreamConfig({
      UPSTREAM_PORT: '5001',
      DATABASE_URL: 'postgres://x/y',
      SEED_DEMO: '0',
      WEBHOOK_SECRET: 's3cret',
      DATA_DIR: '/tmp/across',
      ACROSS_MATCH_SECONDS: '4',
    });
    expect(config).toMatchObject({
      port: 5001,
      databaseUrl: 'postgres://x/y',
      seedDemo: false,
      webhookSecret: 's3cret',
      dataDir: '/tmp/across',
      matchSearchSeconds: 4,
    });
    expect(checkUpstreamConfig(config, {})).toEqual([]);
  });

  it('requires WEBHOOK_SECRET in production and a real port', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => checkUpstreamConfig(readUpstreamConfig(production), production)).toThrow('WEBHOOK_SECRET must be set');
    expect(() =>
      checkUpstreamConfig({ ...readUpstreamConfig(production), webhookSecret: DEV_WEBHOOK_SECRET }, production),
    ).toThrow('WEBHOOK_SECRET');
    expect(() => checkUpstreamConfig(readUpstreamConfig({ ...production, WEBHOOK_SECRET: 'x' }), production)).toThrow(
      'STAFF_SECRET_KEY must be set',
    );
    expect(() =>
      checkUpstreamConfig(
        { ...readUpstreamConfig({ ...production, WEBHOOK_SECRET: 'x' }), staffSecretKey: DEV_STAFF_SECRET_KEY },
        production,
      ),
    ).toThrow('STAFF_SECRET_KEY');
    const real = { ...production, WEBHOOK_SECRET: 'x', STAFF_SECRET_KEY: 'y' };
    expect(checkUpstreamConfig(readUpstreamConfig(real), production)).toEqual([]);
    expect(() => readUpstreamConfig({ UPSTREAM_PORT: 'eighty' })).toThrow('UPSTREAM_PORT');
    expect(() => readUpstreamConfig({ ACROSS_MATCH_SECONDS: '0' })).toThrow('ACROSS_MATCH_SECONDS');
  });
});
