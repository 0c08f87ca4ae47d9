import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { PrivacySettings, UserInfo } from '../user/endpoints';

/**
 * /user-service/user/* for the social graph (docs/contract.md "Social graph"): lists, search, follows, blocks, privacy,
 * for one caller.
 */
export class SocialEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  private members(path: string, at: OffsetPage, query: Record<string, string | number> = {}) {
    return this.transport.get<UpstreamPage<UserInfo>>(this.caller, path, { ...query, ...at });
  }

  search(content: string, at: OffsetPage) {
    return this.members('/user/search', at, { content });
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
}

declare module '../core/upstream' {
  interface Upstream {
    social: SocialEndpoints;
  }
}

registerUpstreamArea('social', SocialEndpoints);
