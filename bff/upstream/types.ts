/** Wire shapes of the /user-service answers (docs/contract.md). */
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

/** /bump/list's filters (docs/contract.md): each optional. */
export interface MeetFilter {
  gender?: number;
  language?: string;
  region?: string;
  ageMin?: number;
  ageMax?: number;
  online?: boolean;
}

/** A friend request the viewer received (`/friend/applys`). */
export interface FriendRequestInfo {
  applyId: number;
  status: 'pending' | 'accepted' | 'rejected';
  message: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The applicant. */
  user: UserInfo;
}

/** An address-book entry (`/friend/friend-list`, spec §3 Friend). */
export interface FriendInfo {
  friendUserId: number;
  friendUserAvatar: string | null;
  friendUserNickName: string;
  friendRemarkName: string | null;
  firstLetter: string;
  vipLevel: number;
  imAccount: string;
  user: UserInfo;
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

export interface UserPage {
  total: number;
  list: UserInfo[];
}

export interface MyInfo extends UserInfo {
  sessionId: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

export interface WebhookEvent<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

export interface ListOption {
  code: string;
  name: string;
}
