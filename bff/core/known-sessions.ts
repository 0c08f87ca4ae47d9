import { KNOWN_SESSION_TTL_MS, KNOWN_SESSIONS_MAX } from '../constants';

/**
 * Which member a session token belongs to, for tokens upstream confirmed within the last
 * minute, so an operation knows its viewer without first asking upstream (a read of the
 * viewer's lists then costs one call, not two). Upstream still checks the token on every
 * call it gets; this only names the viewer. A member's entries go the moment upstream ends
 * any of their sessions (`session.ended`, on every instance), and each lives a minute at most.
 */
export class KnownSessions {
  private readonly byToken = new Map<string, { userId: number; until: number }>();

  constructor(
    private readonly ttlMs = KNOWN_SESSION_TTL_MS,
    private readonly max = KNOWN_SESSIONS_MAX,
  ) {}

  memberOf(token: string): number | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.userId;
    this.byToken.delete(token);
    return undefined;
  }

  remember(token: string, userId: number) {
    this.byToken.delete(token); // re-inserted last: the oldest are dropped first
    this.byToken.set(token, { userId, until: Date.now() + this.ttlMs });
    if (this.byToken.size > this.max) this.byToken.delete(this.byToken.keys().next().value!);
  }

  forgetToken(token: string) {
    this.byToken.delete(token);
  }

  forgetMember(userId: number) {
    for (const [token, entry] of this.byToken) if (entry.userId === userId) this.byToken.delete(token);
  }
}
