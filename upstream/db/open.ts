import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

/** Both drivers' databases share this type: the same SQL dialect, so the same code. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS = path.join(__dirname, 'migrations');
export const IN_MEMORY = 'memory://';
/** pg_advisory_lock key held while migrating PostgreSQL (any fixed number unique to Across). */
const MIGRATION_LOCK_KEY = 0x41c055;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file this young with no pid yet belongs to an opener between create and write. */
const LOCK_BEING_WRITTEN_MS = 5_000;

function lockHolder(lockFile: string): number | 'gone' | 'being-written' | 'stale' {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number(text);
  if (text !== '' && Number.isInteger(pid) && pid > 0) return isAlive(pid) ? pid : 'stale';
  try {
    return Date.now() - statSync(lockFile).mtimeMs < LOCK_BEING_WRITTEN_MS ? 'being-written' : 'stale';
  } catch {
    return 'gone';
  }
}

const shown = (folder: string) => {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : folder;
};

/**
 * PGlite is single-process: two processes on one folder silently lose writes. A pid file
 * created with O_EXCL keeps a second opener out; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  const ours = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      try {
        writeSync(fd, ours);
      } finally {
        closeSync(fd);
      }
      return () => {
        // Only our own lock: never remove one another process took over.
        if (lockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lockFile);
      if (typeof holder === 'number' || holder === 'being-written') {
        const who = typeof holder === 'number' ? `pid ${holder}` : 'starting up';
        throw new Error(
          `Another Across upstream (${who}) is using ${shown(path.join(dataDir, 'pglite'))}; stop it or set DATA_DIR to another folder.`,
        );
      }
      if (holder === 'stale') rmSync(lockFile, { force: true }); // its process is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}; is another Across upstream starting?`);
}

/**
 * PGlite's postgres with a smaller buffer cache than PostgreSQL's default (128 MB, all of it
 * resident in the process once started): the embedded database is a development and demo
 * database of a few megabytes, whose files the operating system caches anyway.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creates PGlite's database in `folder`, in a child process. Creating one runs a second
 * postgres (initdb) beside the first, and what both leave behind (some 350 MB) would stay in
 * the upstream's memory: in its heap until a full garbage collection, which an idle server may
 * never make, and in the allocator's free lists after; a process's memory goes with it.
 */
async function createPgliteDatabase(folder: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require(process.env.PGLITE).PGlite.create(process.env.FOLDER, { startParams: JSON.parse(process.env.START) })
        .then((db) => db.close());`,
    ],
    {
      env: {
        ...process.env,
        PGLITE: require.resolve('@electric-sql/pglite'),
        FOLDER: folder,
        START: JSON.stringify(PGLITE_START),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`creating the PGlite database in ${folder} failed (exit ${code})`);
}

/** PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (or in memory); migrations applied. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  memoryTemplate?: string;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: the embedded default does without the driver (some 15 MB resident).
    const [{ Pool }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error(`[upstream] PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    try {
      // Several instances may start at once on one database: one migrates, the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db, { migrationsFolder: MIGRATIONS });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.dataDir === IN_MEMORY;
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let client: PGlite | undefined;
  try {
    const folder = inMemory ? undefined : path.join(options.dataDir, 'pglite');
    if (folder && !existsSync(path.join(folder, 'PG_VERSION'))) await createPgliteDatabase(folder);
    const template = inMemory && options.memoryTemplate ? new Blob([readFileSync(options.memoryTemplate)]) : undefined;
    client = new PGlite({ dataDir: folder, startParams: PGLITE_START, loadDataDir: template });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
}
