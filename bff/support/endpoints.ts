import type { MessageInfo } from '../chat/endpoints';
import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/** A message of a customer-service conversation as the desk sees it: a reply names its staff member. */
export type SupportMessageInfo = MessageInfo & { fromMember: boolean; sentBy: UserInfo | null };

/** A member's conversation with customer service, as support staff see it (docs/contract.md "Support desk"). */
export interface SupportConversationInfo {
  memberId: number;
  member: UserInfo;
  language: string | null;
  unread: number;
  lastActivityAt: string;
  lastMessage: SupportMessageInfo | null;
  claimedBy: UserInfo | null;
  claimedAt: string | null;
}

export interface SupportNoteInfo {
  id: number;
  memberId: number;
  text: string;
  author: UserInfo;
  createdAt: string;
}

export interface SupportMemberContextInfo {
  memberId: number;
  vipLevel: number;
  vipExpiresAt: string | null;
  coins: number;
  orders: Array<{
    id: number;
    role: 'buyer' | 'recipient';
    goods: string;
    quantity: number;
    total: number;
    state: string;
    createdAt: string;
  }>;
  payments: Array<{
    id: string;
    provider: string;
    coins: number;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: string;
  }>;
  sanction: { kind: 'suspended' | 'banned'; until: string | null } | null;
}

/** /user-service's support desk (`/staff/support/*`): support staff and admins only (upstream checks every call). */
export class SupportEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** A page of the inbox, newest activity first (unread ones first when asked). */
  inbox(filter: { unreadFirst?: boolean; mine?: boolean }, at: OffsetPage) {
    return this.transport.get<UpstreamPage<SupportConversationInfo>>(this.caller, '/staff/support/inbox', {
      ...(filter.unreadFirst ? { unreadFirst: 1 } : {}),
      ...(filter.mine ? { mine: 1 } : {}),
      ...at,
    });
  }
  /** Conversations by member id, null where the member has none. */
  batch(memberIds: readonly number[]) {
    return this.transport.get<Array<SupportConversationInfo | null>>(this.caller, '/staff/support/batch', {
      ids: memberIds.join(','),
    });
  }
  /** The conversation's messages, newest first. */
  history(memberId: number, size: number, before?: number) {
    return this.transport.get<{ list: SupportMessageInfo[]; hasMore: boolean }>(this.caller, '/staff/support/history', {
      memberId,
      size,
      ...(before ? { before } : {}),
    });
  }
  claim(memberId: number) {
    return this.transport.post<SupportConversationInfo>(this.caller, '/staff/support/claim', { memberId });
  }
  release(memberId: number) {
    return this.transport.post<SupportConversationInfo>(this.caller, '/staff/support/release', { memberId });
  }
  /** Sent as the customer-service account; idempotent on `clientId`. */
  reply(memberId: number, clientId: string, text: string) {
    return this.transport.post<SupportMessageInfo>(this.caller, '/staff/support/reply', { memberId, clientId, text });
  }
  notes(memberId: number) {
    return this.transport.get<SupportNoteInfo[]>(this.caller, '/staff/support/notes', { memberId });
  }
  addNote(memberId: number, text: string) {
    return this.transport.post<SupportNoteInfo>(this.caller, '/staff/support/note', { memberId, text });
  }
  context(memberId: number) {
    return this.transport.get<SupportMemberContextInfo>(this.caller, '/staff/support/context', { memberId });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    support: SupportEndpoints;
  }
}

registerUpstreamArea('support', SupportEndpoints);
