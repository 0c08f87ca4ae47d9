import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** Both drivers' databases share this type: the same SQL dialect, so the same code. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(__dirname, 'migrations');
export const IN_MEMORY = 'memory://';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes on one folder silently lose writes. A pid file
 * created with O_EXCL keeps a second opener out; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `Another Across upstream (pid ${holder}) is using the database in ${path.join(dataDir, 'pglite')}. ` +
            'Stop it first, or give this one its own DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

/** PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (or in memory); migrations applied. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.dataDir === IN_MEMORY;
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = inMemory ? new PGlite() : new PGlite(path.join(options.dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
