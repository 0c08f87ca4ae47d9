import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, statSync } from 'node:fs';
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
/** The tablespace the run's databases live in (`memoryTablespace`), when it has one. */
const POSTGRES_TABLESPACE = 'ACROSS_TEST_POSTGRES_TABLESPACE';

/** Where the run's databases keep their files: in memory (tmpfs), beside the server's own data on disk. */
const TABLESPACE = 'across_test_memory';
const TABLESPACE_DIR = '/dev/shm/across-test-postgres';

/**
 * A database's URL. In a Vitest run its sessions commit without waiting for the WAL to reach the disk
 * (`synchronous_commit=off`): what a commit makes visible and when is the same, only a crash of the server itself could
 * lose the last moment's commits, and no test crashes the server. Two upstream files alone (races and economy) waited
 * for 12,800 WAL flushes (71 s → 64 s). The bench (outside Vitest) waits for each, as the product does.
 */
const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  if (process.env.VITEST) url.searchParams.set('options', '-c synchronous_commit=off');
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

const createDatabase = (admin: Client, name: string, template?: string, tablespace?: string) =>
  admin.query(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}${tablespace ? ` TABLESPACE ${tablespace}` : ''}`,
  );

/**
 * A PostgreSQL database of its own for one test file, dropped afterwards: a copy of the run's migrated template (an
 * upstream starting on it finds every migration applied), or with `empty` (or outside a Vitest run) an empty one, for
 * the tests whose upstreams migrate it themselves. In a run, in the run's tablespace.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `across_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? undefined : process.env[POSTGRES_TEMPLATE];
  await asAdmin((admin) => createDatabase(admin, name, template, process.env[POSTGRES_TABLESPACE]));
  return {
    url: databaseUrl(name),
    async drop() {
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A tablespace in memory (`/dev/shm`) for the run's databases, made once on a machine and kept; undefined where there
 * can be none (another server, a server elsewhere, no tmpfs, not allowed to give the directory to the server's user).
 * A database is 650 files, a run creates and drops about 130, and this machine's ext4 has no journal: a new file's
 * inode is sought past every inode deleted in the last minutes (the kernel's `recently_deleted`), and a deletion
 * trims the disk (`discard`). On disk a drop took 0.26 s, and the copies of a run's last minutes seconds of CPU each.
 * The databases are PostgreSQL's as ever (the same server, WAL and crash recovery): only their files are in memory.
 */
async function memoryTablespace(admin: Client): Promise<string | undefined> {
  if (process.env.TEST_POSTGRES_URL || !ADMIN_URL.includes(SOCKET_DIR) || !existsSync('/dev/shm')) return undefined;
  const facts = await admin.query<{ data: string; directory: string; made: boolean }>(
    `SELECT current_setting('data_directory') AS data,
      'PG_' || current_setting('server_version_num')::int / 10000 || '_' || catalog_version_no AS directory,
      exists (SELECT 1 FROM pg_tablespace WHERE spcname = $1) AS made
    FROM pg_control_system()`,
    [TABLESPACE],
  );
  const { data, directory, made } = facts.rows[0];
  try {
    // The server's user owns the directory. The version directory inside is PostgreSQL's own, which CREATE TABLESPACE
    // makes; made here again when a restart emptied /dev/shm under the tablespace.
    const { uid, gid } = statSync(data);
    for (const path of made ? [TABLESPACE_DIR, `${TABLESPACE_DIR}/${directory}`] : [TABLESPACE_DIR]) {
      mkdirSync(path, { recursive: true, mode: 0o700 });
      chownSync(path, uid, gid);
    }
  } catch {
    return undefined;
  }
  if (!made)
    await admin.query(`CREATE TABLESPACE ${TABLESPACE} LOCATION '${TABLESPACE_DIR}'`).catch((error) => {
      if (error.code !== '42710') throw error; // another run made it meanwhile
    });
  return TABLESPACE;
}

/**
 * Vitest's global setup: one migrated PostgreSQL database for the whole run. Migrating a new database takes seconds of
 * both cores and the integration and browser files create about a hundred; a copy of the template takes a fifth of a
 * second (PostgreSQL copies it block by block, no connection may be open to it meanwhile).
 */
export default async function setup() {
  if (process.env[POSTGRES_TEMPLATE]) return;
  const name = `across_template_${process.pid}`;
  const tablespace = await asAdmin(async (admin) => {
    const tablespace = await memoryTablespace(admin);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await createDatabase(admin, name, undefined, tablespace);
    return tablespace;
  });
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end();
  }
  process.env[POSTGRES_TEMPLATE] = name;
  if (tablespace) process.env[POSTGRES_TABLESPACE] = tablespace;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE];
    delete process.env[POSTGRES_TABLESPACE];
    await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
