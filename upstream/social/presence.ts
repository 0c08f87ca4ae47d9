import { eq, sql } from 'drizzle-orm';
import { PRESENCE_STALE_MS } from '../constants';
import type { Database } from '../db/open';
import { presence } from '../db/schema';

/**
 * Presence (issue 4): the BFF reports each live subscription connection and refreshes it;
 * a member is online while one of theirs is fresh. A connection the BFF never closed (a
 * crash) goes stale by itself.
 */
export class PresenceService {
  constructor(private readonly db: Database) {}

  /**
   * A connection opened or refreshed, in one statement (each idle tab refreshes every 30 s).
   * Clean as we go: stale rows of this member only matter to nobody (not this connection's:
   * one statement may not both delete and update a row).
   */
  async connected(userId: number, connectionId: string) {
    await this.db.execute(sql`with stale as (
        delete from ${presence} where ${presence.userId} = ${userId} and ${presence.connectionId} <> ${connectionId}
          and ${presence.lastSeenAt} < now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000}))
      insert into ${presence} (connection_id, user_id) values (${connectionId}, ${userId})
      on conflict (connection_id) do update set last_seen_at = now()`);
  }

  async disconnected(connectionId: string) {
    await this.db.delete(presence).where(eq(presence.connectionId, connectionId));
  }
}
