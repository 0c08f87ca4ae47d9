import type { LookupLimits } from '../constants';
import { ApiError } from '../errors';
import type { RateLimiter } from './rate-limit';

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'lookup.rateLimited', undefined, {}, retryAfterSeconds);

/**
 * Member searches and lookups by id, limited per member and per client address so the
 * member base cannot be scraped (one member, or many accounts from one address). Ordinary
 * browsing stays far below the limits (constants.ts LOOKUP_LIMITS). Called after the input
 * was validated: a refused request counts nothing.
 */
export class LookupThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: LookupLimits,
  ) {}

  /** One search (GET /user/search), refused with RATE_LIMITED and a retry time over the limit. */
  async search(memberId: number, clientIp: string) {
    const { searchesPerMember, searchesPerClient, searchWindowMs } = this.limits;
    await this.limiter.reserve(
      [
        { key: `search-member:${memberId}`, max: searchesPerMember, windowMs: searchWindowMs },
        { key: `search-client:${clientIp}`, max: searchesPerClient, windowMs: searchWindowMs },
      ],
      { refuse: rateLimited },
    );
  }

  /** Members asked for by id (/user/info, /user/batch, /user/by-im-accounts): each id counts. */
  async lookup(memberId: number, clientIp: string, ids: number) {
    const { idsPerMember, idsPerClient, idsWindowMs } = this.limits;
    await this.limiter.reserve(
      [
        { key: `lookup-member:${memberId}`, max: idsPerMember, windowMs: idsWindowMs, cost: ids },
        { key: `lookup-client:${clientIp}`, max: idsPerClient, windowMs: idsWindowMs, cost: ids },
      ],
      { refuse: rateLimited },
    );
  }
}
