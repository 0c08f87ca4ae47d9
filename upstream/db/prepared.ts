import type { Placeholder } from 'drizzle-orm';
import type { Database } from './open';

/** A value a statement is built with: known now, or a placeholder filled each time a prepared statement runs. */
export type Value<T> = T | Placeholder;

interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** What a driver's prepared query runs on: the pool, or the connection a transaction holds. */
interface Session {
  client: unknown;
}

/**
 * A hot statement (one a send or every request runs) built once, on its first run, then run
 * as a named prepared statement on whichever database or transaction it is given. Drizzle
 * builds a query's SQL anew each time it runs (a tenth to half a millisecond of CPU a
 * statement, most of a send's upstream CPU besides the socket writes), and PostgreSQL parses
 * and plans an unnamed statement anew each time; a named one is parsed once per connection.
 * What changes between runs goes in as `sql.placeholder(name)`, filled from `values`; what is
 * built in stays as it was on the first run (so never a time, a member, an id of this
 * database). CARE: a placeholder given to a JSON column turns a JS null into JSON null, not
 * SQL NULL: pass such values through `sql` with a `::jsonb` cast instead.
 */
export function prepared<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Database) => { prepare(name: string): PreparedQuery<Result> },
): (db: Database, values: Values) => Promise<Result> {
  // One per driver (PGlite's and node-postgres' prepared queries differ), built on its first database.
  const built = new Map<unknown, PreparedQuery<Result> & Session>();
  return (db, values) => {
    const session = db._.session as unknown as Session;
    let query = built.get(session.constructor);
    if (!query) {
      query = build(db).prepare(name) as PreparedQuery<Result> & Session;
      built.set(session.constructor, query);
    }
    // The same statement on this run's client: the pool, or a transaction's connection.
    if (query.client !== session.client) query = Object.create(query, { client: { value: session.client } }) as never;
    return query.execute(values);
  };
}
