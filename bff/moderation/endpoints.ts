import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

export type ModerationTargetKindValue = 'member' | 'message' | 'moment' | 'comment';
export type ModerationDecisionValue = 'dismiss' | 'warn' | 'remove' | 'suspend' | 'ban';

/** A photo of the evidence: a URL signed for the moderator, expiring. */
export interface EvidencePhotoInfo {
  url: string;
  width: number | null;
  height: number | null;
}

export interface EvidenceMessageInfo {
  id: number;
  senderId: number;
  type: string;
  text: string | null;
  burn: boolean;
  photo: EvidencePhotoInfo | null;
  sentAt: string;
  fromReported: boolean;
  reported: boolean;
}

/** What was reported, as it was when first reported (docs/contract.md "Moderation"). */
export interface EvidenceInfo {
  kind: ModerationTargetKindValue;
  member?: { nickname: string; signature: string | null; avatar: string | null };
  messages?: EvidenceMessageInfo[];
  moment?: { id: number; text: string; type: string; publishedAt: string; photos: EvidencePhotoInfo[] };
  comment?: { id: number; momentId: number; replyTo: number | null; text: string; at: string };
  /** Set once the evidence was deleted (its retention after the decision ran out): no kind's field is then set. */
  purgedAt?: string;
}

export interface ModerationReportInfo {
  reporter: UserInfo;
  type: number;
  typeName: string;
  reason: string;
  notes: string | null;
  reports: number;
  weight: number;
  firstAt: string;
  lastAt: string;
}

/** A queue item as a moderator sees it. */
export interface ModerationItemInfo {
  id: number;
  targetKind: ModerationTargetKindValue;
  targetId: number;
  category: number;
  categoryName: string;
  state: 'open' | 'decided';
  score: number;
  reportCount: number;
  reporterCount: number;
  version: number;
  reported: UserInfo;
  claimedBy: UserInfo | null;
  claimedAt: string | null;
  decision: ModerationDecisionValue | null;
  decidedBy: UserInfo | null;
  decidedAt: string | null;
  suspendedUntil: string | null;
  createdAt: string;
  lastReportedAt: string;
  reports: ModerationReportInfo[];
  /** Only in the batch (a node's read) and an action's answer. */
  evidence?: EvidenceInfo;
}

/** What a member may know of an item that concerns them. */
export interface ReportOutcomeInfo {
  id: number;
  role: 'reporter' | 'reported';
  targetKind: ModerationTargetKindValue;
  category: number;
  categoryName: string;
  outcome: 'action_taken' | 'no_action' | 'warning';
  decidedAt: string;
}

export interface QueueFilterRequest {
  state: 'open' | 'decided' | 'all';
  category?: number;
  kind?: ModerationTargetKindValue;
  mine?: boolean;
}

export interface ReportRequest {
  type: number;
  reason: string;
  notes?: string;
}

/** /user-service's moderation (`/dynamic/report*`, `/moderation/outcomes`, staff's `/staff/moderation/*`). */
export class ModerationEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** A member reports a moment they may see: `reports` counts theirs of it. */
  reportMoment(dynamicId: number, report: ReportRequest) {
    return this.transport.post<{ reports: number }>(this.caller, '/dynamic/report', { dynamicId, ...report });
  }
  /** A member reports a comment they may see. */
  reportComment(commentId: number, report: ReportRequest) {
    return this.transport.post<{ reports: number }>(this.caller, '/dynamic/report-comment', { commentId, ...report });
  }
  /** For each item, what the caller may know of its outcome, null otherwise, in the order asked. */
  outcomes(ids: readonly number[]) {
    return this.transport.get<Array<ReportOutcomeInfo | null>>(this.caller, '/moderation/outcomes', {
      ids: ids.join(','),
    });
  }
  /** Moderators: a page of the queue (items without their evidence). */
  queue(filter: QueueFilterRequest, at: OffsetPage) {
    return this.transport.get<UpstreamPage<ModerationItemInfo>>(this.caller, '/staff/moderation/queue', {
      state: filter.state,
      ...(filter.category !== undefined ? { category: filter.category } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.mine ? { mine: 1 } : {}),
      ...at,
    });
  }
  /** Moderators: items by id with their evidence, null for an unknown id. */
  batch(ids: readonly number[]) {
    return this.transport.get<Array<ModerationItemInfo | null>>(this.caller, '/staff/moderation/batch', {
      ids: ids.join(','),
    });
  }
  claim(id: number, version: number) {
    return this.transport.post<ModerationItemInfo>(this.caller, '/staff/moderation/claim', { id, version });
  }
  decide(id: number, version: number, action: ModerationDecisionValue, extra: { days?: number; note?: string }) {
    return this.transport.post<ModerationItemInfo>(this.caller, '/staff/moderation/decide', {
      id,
      version,
      action,
      ...extra,
    });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    moderation: ModerationEndpoints;
  }
}

registerUpstreamArea('moderation', ModerationEndpoints);
