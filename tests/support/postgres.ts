import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { MIGRATIONS } from '../../upstream/db/open';

/**
 * The machine's PostgreSQL, through its Unix socket where it has one (Debian's `/var/run/postgresql`): a statement
 * costs its client about a quarter less CPU than through TCP on 127.0.0.1 (32 against 44 µs measured here), and the
 * tests send hundreds of thousands. `TEST_POSTGRES_URL` names another server.
 */
const SOCKET_DIR = '/var/run/postgresql';
const ADMIN_URL =
  process.env.TEST_POSTGRES_URL ??
  (existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/test?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/test');

/** The run's migrated database the test databases are copied from: set before the workers start, so they inherit it. */
export const POSTGRES_TEMPLATE = 'ACROSS_TEST_POSTGRES_TEMPLATE';

const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function asAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The WAL flushes the PostgreSQL server has made so far (all its databases): the bench reads what a send costs. */
export const walFlushes = () =>
  asAdmin(async (admin) => Number((await admin.query('SELECT wal_sync FROM pg_stat_wal')).rows[0].wal_sync));

/**
 * Writes every change so far to the data files and waits for the disk (PostgreSQL's CHECKPOINT): the bench's setup
 * writes thousands of rows, whose write-back would otherwise land in the middle of what it measures (on ext4 a commit's
 * WAL flush waits behind it).
 */
export const checkpoint = () => asAdmin(async (admin) => void (await admin.query('CHECKPOINT')));

/**
 * A PostgreSQL database of its own for one test file, dropped afterwards: a copy of the run's migrated template (an
 * upstream starting on it finds every migration applied), or with `empty` (or outside a Vitest run) an empty one, for
 * the tests whose upstreams migrate it themselves.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `across_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? undefined : process.env[POSTGRES_TEMPLATE];
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(name),
    async drop() {
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Vitest's global setup: one migrated PostgreSQL database for the whole run. Migrating a new database takes seconds of
 * both cores and the integration and browser files create about a hundred; a copy of the template takes a fifth of a
 * second (PostgreSQL copies it block by block, no connection may be open to it meanwhile).
 */
export default async function setup() {
  if (process.env[POSTGRES_TEMPLATE]) return;
  const name = `across_template_${process.pid}`;
  await asAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end();
  }
  process.env[POSTGRES_TEMPLATE] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE];
    await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
