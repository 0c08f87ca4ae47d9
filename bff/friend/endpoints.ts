import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

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

export type FriendAddResult = { status: FriendRequestInfo['status']; user: UserInfo };

/** /user-service/friend/* (docs/contract.md "Friends"), for one caller. */
export class FriendEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** Requests the caller received, pending first; `pending` counts all pages. */
  requests(at: OffsetPage) {
    return this.transport.get<UpstreamPage<FriendRequestInfo>>(this.caller, '/friend/applys', { ...at });
  }
  /** Requests by id in the order asked, null where not the caller's. */
  requestBatch(applyIds: readonly number[]) {
    return this.transport.get<Array<FriendRequestInfo | null>>(this.caller, '/friend/apply-batch', {
      ids: applyIds.join(','),
    });
  }
  decide(applyId: number, accept: boolean) {
    return this.transport.get<FriendRequestInfo>(this.caller, '/friend/apply-deal', {
      applyId,
      status: accept ? 1 : 2,
    });
  }
  friends(at: OffsetPage) {
    return this.transport.get<UpstreamPage<FriendInfo>>(this.caller, '/friend/friend-list', { ...at });
  }
  add(userId: number, message: string | undefined) {
    return this.transport.post<FriendAddResult>(
      this.caller,
      '/friend/add-friend',
      message === undefined ? { userId } : { userId, message },
    );
  }
  setRemark(friendUserId: number, remarkName: string) {
    return this.transport.post<FriendInfo>(this.caller, '/friend/updateRemarkName', {
      friendUserId,
      friendUserRemarkName: remarkName,
    });
  }
  remove(friendUserId: number) {
    return this.transport.post<UserInfo>(this.caller, '/friend/delete', { friendUserId });
  }
  shareCode() {
    return this.transport.get<{ shareCode: string }>(this.caller, '/friend/share-code');
  }
  shareOwner(shareCode: string) {
    return this.transport.get<UserInfo>(this.caller, '/friend/share-info', { shareCode });
  }
  addByShareCode(shareCode: string) {
    return this.transport.post<FriendAddResult>(this.caller, '/friend/share-add-friend', { shareCode });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    friend: FriendEndpoints;
  }
}

registerUpstreamArea('friend', FriendEndpoints);
