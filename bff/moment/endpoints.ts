import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/** Who may see a moment, or its likes and comments. */
export type MomentAudienceValue = 'everyone' | 'friends' | 'me';

/** The square's scopes and a member's space (docs/contract.md "Moments"). */
export type MomentScope = 'all' | 'following' | 'friends' | 'nearby' | 'random' | 'user' | 'mine';

/** The caller's latest asked translation of a moment's or a comment's text. */
export interface MomentTranslationInfo {
  source: string;
  target: string;
  text: string;
  /** The engine and its version (`apertium/3`). */
  engine: string;
}

export interface MomentPictureInfo {
  id: number;
  /** Signed for the caller; null for a burn moment's viewer outside their one view. */
  url: string | null;
  width: number;
  height: number;
}

/** A moment as the caller sees it (docs/contract.md "Moments"). */
export interface MomentInfo {
  id: number;
  userId: number;
  user: UserInfo;
  content: string;
  /** fastText's detection at publishing; null without words. */
  language: string | null;
  type: 'normal' | 'burn';
  visibility: MomentAudienceValue;
  interactions: MomentAudienceValue;
  pinned: boolean;
  pictures: MomentPictureInfo[];
  /** A burn moment's viewers only; null for its author and for a normal moment. */
  burnState: 'unviewed' | 'viewed' | null;
  /** Null where the caller may not see the moment's interactions. */
  likeCount: number | null;
  commentCount: number | null;
  liked: boolean;
  mine: boolean;
  /** Epoch milliseconds. */
  time: number;
  translation: MomentTranslationInfo | null;
}

/** A comment as the caller sees it. */
export interface MomentCommentInfo {
  id: number;
  dynamicId: number;
  userId: number;
  user: UserInfo;
  content: string;
  language: string | null;
  /** A reply's top-level comment; null for a top-level one. */
  parentId: number | null;
  replyToUserId: number | null;
  replyToUser: UserInfo | null;
  /** Epoch milliseconds. */
  time: number;
  mine: boolean;
  canDelete: boolean;
  translation: MomentTranslationInfo | null;
}

/** One page of a keyset list: `nextCursor` null at its end. */
export interface MomentPage {
  /** Each with its place in the list: the cursor a list goes on after it (the first one's is new-count's `since`). */
  list: Array<MomentInfo & { cursor: string }>;
  nextCursor: string | null;
}

export interface MomentCommentPage {
  list: MomentCommentInfo[];
  nextCursor: string | null;
  /** Null where the caller may not see the moment's interactions. */
  total: number | null;
}

export interface MomentPublish {
  content: string;
  keys: string[];
  type?: 'normal' | 'burn';
  visibility?: MomentAudienceValue;
  interactions?: MomentAudienceValue;
}

export interface MomentListQuery {
  scope: MomentScope;
  userId?: number;
  seed?: string;
  cursor?: string;
  size?: number;
}

/** /user-service/dynamic/* (docs/contract.md "Moments"), for one caller. */
export class MomentEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  publish(moment: MomentPublish) {
    return this.transport.post<MomentInfo>(this.caller, '/dynamic/release', moment);
  }
  /** The author's own: its photos' bytes, likes, comments, views and translations' links go with it. */
  remove(dynamicId: number) {
    return this.transport.post<{ dynamicId: number }>(this.caller, '/dynamic/del', { dynamicId });
  }
  /** Idempotent: `like: false` unlikes. */
  like(dynamicId: number, like: boolean) {
    return this.transport.post<{ dynamicId: number; liked: boolean; likeCount: number | null }>(
      this.caller,
      '/dynamic/support',
      { dynamicId, like },
    );
  }
  /** `replyTo`: a comment of the moment (a reply to a reply attaches to its top-level comment). */
  comment(dynamicId: number, content: string, replyTo?: number) {
    return this.transport.post<MomentCommentInfo>(this.caller, '/dynamic/comment', {
      dynamicId,
      content,
      ...(replyTo !== undefined ? { replyTo } : {}),
    });
  }
  /** The caller's comment, or any on their moment; a top-level comment's replies go with it. */
  deleteComment(commentId: number) {
    return this.transport.post<{ commentId: number; dynamicId: number; commentCount: number | null }>(
      this.caller,
      '/dynamic/del-comment',
      { commentId },
    );
  }
  translate(dynamicId: number, toLanguage?: string, payWithCoins?: boolean) {
    return this.transport.post<{ translation: MomentTranslationInfo; dynamicId: number }>(
      this.caller,
      '/dynamic/translate',
      { dynamicId, ...(toLanguage ? { toLanguage } : {}), ...(payWithCoins ? { payWithCoins } : {}) },
    );
  }
  translateComment(commentId: number, toLanguage?: string, payWithCoins?: boolean) {
    return this.transport.post<{ translation: MomentTranslationInfo; commentId: number }>(
      this.caller,
      '/dynamic/translate-comment',
      { commentId, ...(toLanguage ? { toLanguage } : {}), ...(payWithCoins ? { payWithCoins } : {}) },
    );
  }
  /** One pinned moment per member: pinning another unpins the first. */
  pin(dynamicId: number, pinned: boolean) {
    return this.transport.post<MomentInfo>(this.caller, '/dynamic/dynamic-top', { dynamicId, pinned });
  }
  /** The author gives every viewer their one view of a burn moment back. */
  burnRecover(dynamicId: number) {
    return this.transport.post<MomentInfo>(this.caller, '/dynamic/burn-recovery', { dynamicId });
  }
  /** A viewer's one view of a burn moment's photos: URLs valid `seconds`. */
  burnView(dynamicId: number) {
    return this.transport.post<{ dynamicId: number; pictures: Array<{ id: number; url: string }>; seconds: number }>(
      this.caller,
      '/dynamic/burn-view',
      { dynamicId },
    );
  }
  /** A page of the square, a member's space or the caller's own, newest first (random: the seed's order). */
  list(query: MomentListQuery) {
    return this.transport.get<MomentPage>(
      this.caller,
      '/dynamic/dynamic-list2',
      Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
    );
  }
  info(dynamicId: number) {
    return this.transport.get<MomentInfo>(this.caller, '/dynamic/dynamic-info', { dynamicId });
  }
  /** In thread order: a top-level comment, oldest first, then its replies, oldest first. */
  comments(dynamicId: number, size: number, cursor?: string) {
    return this.transport.get<MomentCommentPage>(this.caller, '/dynamic/comment-list', {
      dynamicId,
      size,
      ...(cursor ? { cursor } : {}),
    });
  }
  /** In the order asked; null where the caller may not see it. */
  batch(ids: readonly number[]) {
    return this.transport.get<Array<MomentInfo | null>>(this.caller, '/dynamic/dynamic-batch', { ids: ids.join(',') });
  }
  /** In the order asked; null where the caller may not see it (or its moment). */
  commentBatch(ids: readonly number[]) {
    return this.transport.get<Array<MomentCommentInfo | null>>(this.caller, '/dynamic/comment-batch', {
      ids: ids.join(','),
    });
  }
  /** Moments newer than `since` (the first page's top cursor) the caller may see in the scope. */
  newCount(scope: MomentScope, since: string) {
    return this.transport.get<{ count: number }>(this.caller, '/dynamic/new-count', { scope, since });
  }
  /** Which of these members may see a new moment, and in which of the square's scopes (at most 1,000 at once). */
  audience(dynamicId: number, userIds: readonly number[]) {
    return this.transport.post<{ list: Array<{ userId: number; scopes: MomentScope[] }> }>(
      this.caller,
      '/dynamic/audience',
      { dynamicId, userIds },
    );
  }
  /** The caller's privacy settings, with `hideLikeCounts`. */
  privacy() {
    return this.transport.get<{ hideLikeCounts?: boolean }>(this.caller, '/user/privacy');
  }
  setHideLikeCounts(hide: boolean) {
    return this.transport.post<{ hideLikeCounts?: boolean }>(this.caller, '/user/privacy-set', {
      hideLikeCounts: hide,
    });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    moment: MomentEndpoints;
  }
}

registerUpstreamArea('moment', MomentEndpoints);
