import type { OffsetPage, UpstreamPage } from './paging';
import type { UpstreamCaller, UpstreamTransport } from './transport';
import type { MeetFilter, PrivacySettings, UserInfo } from './types';

/** /user-service/user/* for the social graph, /bump/list and presence (docs/contract.md "Social graph"), for one caller. */
export class SocialEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  private members(path: string, at: OffsetPage, query: Record<string, string | number> = {}) {
    return this.transport.get<UpstreamPage<UserInfo>>(this.caller, path, { ...query, ...at });
  }

  /** A member as the caller sees them; `visit` records the caller among their visitors. */
  info(userId: number, options: { visit: boolean }) {
    return this.transport.get<UserInfo>(this.caller, '/user/info', { userId, ...(options.visit ? { visit: 1 } : {}) });
  }
  /** Many members in the order asked, null where the caller may not see them. */
  batch(ids: readonly number[]) {
    return this.transport.get<Array<UserInfo | null>>(this.caller, '/user/batch', { ids: ids.join(',') });
  }
  search(content: string, at: OffsetPage) {
    return this.members('/user/search', at, { content });
  }
  /** Members to meet, narrowed on the server by the filters given. */
  membersToMeet(at: OffsetPage, filter: MeetFilter = {}) {
    const query: Record<string, string | number> = {};
    if (filter.gender) query.gender = filter.gender;
    if (filter.language) query.language = filter.language;
    if (filter.region) query.region = filter.region;
    if (filter.ageMin != null) query.ageMin = filter.ageMin;
    if (filter.ageMax != null) query.ageMax = filter.ageMax;
    if (filter.online) query.online = 1;
    return this.members('/bump/list', at, query);
  }
  follow(userId: number, follow: boolean) {
    return this.transport.post<UserInfo>(this.caller, '/user/follow', { userId, follow });
  }
  followers(at: OffsetPage) {
    return this.members('/user/fans-list', at);
  }
  following(at: OffsetPage) {
    return this.members('/user/follow-list', at);
  }
  visitors(at: OffsetPage) {
    return this.members('/user/visitor-record', at);
  }
  blocked(at: OffsetPage) {
    return this.members('/user/block-list', at);
  }
  visitorCounts() {
    return this.transport.get<{ today: number; total: number }>(this.caller, '/user/visitor-num');
  }
  block(userId: number) {
    return this.transport.post<null>(this.caller, '/user/block', { userId });
  }
  unblock(userId: number) {
    return this.transport.post<null>(this.caller, '/user/unblock', { userId });
  }
  setPrivacy(changes: Partial<PrivacySettings>) {
    return this.transport.post<PrivacySettings>(this.caller, '/user/privacy-set', changes);
  }
  presenceConnected(connectionId: string) {
    return this.transport.post<null>(this.caller, '/presence/connect', { connectionId });
  }
  presenceDisconnected(connectionId: string) {
    return this.transport.post<null>(this.caller, '/presence/disconnect', { connectionId });
  }
}
