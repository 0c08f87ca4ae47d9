import { and, eq, lt } from 'drizzle-orm';
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

  async connected(userId: number, connectionId: string) {
    await this.db
      .insert(presence)
      .values({ connectionId, userId })
      .onConflictDoUpdate({ target: presence.connectionId, set: { lastSeenAt: new Date() } });
    // Clean as we go: stale rows of this member only matter to nobody.
    await this.db
      .delete(presence)
      .where(and(eq(presence.userId, userId), lt(presence.lastSeenAt, new Date(Date.now() - PRESENCE_STALE_MS))));
  }

  async disconnected(connectionId: string) {
    await this.db.delete(presence).where(eq(presence.connectionId, connectionId));
  }
}
