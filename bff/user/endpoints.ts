import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';

/** A member as upstream answers them to the caller (docs/contract.md "Social graph"). */
export interface UserInfo {
  id: number;
  account: number;
  nickname: string;
  avatar: string | null;
  email?: string;
  /** Null until the member chooses (nothing is assumed for them), like region and gender. */
  language: string | null;
  /** Other languages the member speaks (public like `language`, never including it). */
  spokenLanguages: string[];
  region: string | null;
  gender: number | null;
  vipLevel: number;
  imAccount: string;
  /** Only for the member themself. */
  birthday?: { year: number; month: number; day: number } | null;
  age: number | null;
  /** Null for another member unless they show it. */
  height: number | null;
  weight: number | null;
  /** Only the member's own: whether others see their height and weight. */
  heightVisible?: boolean;
  weightVisible?: boolean;
  occupation: string | null;
  /** Hobby codes, comma-separated as in spec §3 (at most 3). */
  interest: string;
  signature: string | null;
  userAccountVo?: { goldCoin: number; character: number; vipCharacter: number };
  /** The member's own info only: whether the pay notice is still to be shown (spec §4). */
  payNotice?: boolean;
  /** Follower counts, present when upstream's social routes answered. */
  userDataVo?: { fans: number; follow: number };
  relation?: {
    following: boolean;
    followsMe: boolean;
    /** Friends (issue 5): a friendship, the viewer's pending request to them, the viewer's remark name for them. */
    friend?: boolean;
    friendRequestSent?: boolean;
    friendRemarkName?: string | null;
  };
  /** Only the member's own: privacy settings. */
  userSetVo?: PrivacySettings;
  /** Whether the member has a live connection (false when they hide it). */
  online?: boolean;
  /** On a visitors list: the last visit. */
  visitedAt?: string;
}

export interface PrivacySettings {
  friendRequestsNeedApproval: boolean;
  likesPublic: boolean;
  commentsPublic: boolean;
  hiddenFromSearch: boolean;
  onlineStatusHidden: boolean;
  /** Chat: the peer is never told I am typing. */
  typingHidden: boolean;
}

/** Members as the caller may see them (`/user/info`, `/user/batch`), for one caller. */
export class UserEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** A member as the caller sees them; `visit` records the caller among their visitors. */
  info(userId: number, options: { visit: boolean }) {
    return this.transport.get<UserInfo>(this.caller, '/user/info', { userId, ...(options.visit ? { visit: 1 } : {}) });
  }
  /** Many members in the order asked, null where the caller may not see them. */
  batch(ids: readonly number[]) {
    return this.transport.get<Array<UserInfo | null>>(this.caller, '/user/batch', { ids: ids.join(',') });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    user: UserEndpoints;
  }
}

registerUpstreamArea('user', UserEndpoints);
