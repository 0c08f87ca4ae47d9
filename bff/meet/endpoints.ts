import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/** /bump/list's filters (docs/contract.md): each optional. */
export interface MeetFilter {
  gender?: number;
  language?: string;
  region?: string;
  ageMin?: number;
  ageMax?: number;
  online?: boolean;
}

/** /user-service/bump/list: members to meet (docs/contract.md "Social graph"), for one caller. */
export class MeetEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** Members to meet, narrowed on the server by the filters given. */
  membersToMeet(at: OffsetPage, filter: MeetFilter = {}) {
    const query: Record<string, string | number> = {};
    if (filter.gender) query.gender = filter.gender;
    if (filter.language) query.language = filter.language;
    if (filter.region) query.region = filter.region;
    if (filter.ageMin != null) query.ageMin = filter.ageMin;
    if (filter.ageMax != null) query.ageMax = filter.ageMax;
    if (filter.online) query.online = 1;
    return this.transport.get<UpstreamPage<UserInfo>>(this.caller, '/bump/list', { ...query, ...at });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    meet: MeetEndpoints;
  }
}

registerUpstreamArea('meet', MeetEndpoints);
