import { eq, sql } from 'drizzle-orm';
import type { AccountService } from '../account/service';
import { PRESENCE_STALE_MS } from '../constants';
import type { Database } from '../db/open';
import { presence } from '../db/schema';

/** A live connection as the BFF's batched refresh reports it: its id and its member's token. */
export interface ReportedConnection {
  connectionId: string;
  token: string;
}

/**
 * Presence (issue 4): the BFF reports each live subscription connection and refreshes it;
 * a member is online while one of theirs is fresh. A connection the BFF never closed (a
 * crash) goes stale by itself.
 */
export class PresenceService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
  ) {}

  /**
   * A connection opened, in one statement. Clean as we go: stale rows of this member only
   * matter to nobody (not this connection's: one statement may not both delete and update a row).
   */
  async connected(userId: number, connectionId: string) {
    await this.db.execute(sql`with stale as (
        delete from ${presence} where ${presence.userId} = ${userId} and ${presence.connectionId} <> ${connectionId}
          and ${presence.lastSeenAt} < now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000}))
      insert into ${presence} (connection_id, user_id) values (${connectionId}, ${userId})
      on conflict (connection_id) do update set last_seen_at = now()`);
  }

  /**
   * Many live connections refreshed at once (each idle tab every 30 s: 2,000 tabs are 67 a
   * second, one request and one commit a second instead of 67). A connection whose token no
   * longer names a live session is not refreshed but answered as gone, so the BFF closes it.
   */
  async refreshed(connections: readonly ReportedConnection[]): Promise<string[]> {
    const members = await this.accounts.membersOfTokens(connections.map((connection) => connection.token));
    const live = connections.filter((connection) => members.has(connection.token));
    if (live.length > 0)
      await this.db.execute(sql`insert into ${presence} (connection_id, user_id)
        select * from unnest(${sql.param(live.map((c) => c.connectionId))}::text[],
          ${sql.param(live.map((c) => members.get(c.token)))}::int[])
        on conflict (connection_id) do update set last_seen_at = now()`);
    return connections.filter((connection) => !members.has(connection.token)).map((c) => c.connectionId);
  }

  async disconnected(connectionId: string) {
    await this.db.delete(presence).where(eq(presence.connectionId, connectionId));
  }
}
