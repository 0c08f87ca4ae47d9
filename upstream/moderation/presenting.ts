import { asc, inArray, or } from 'drizzle-orm';
import { COMPLAINT_TYPES } from '../chat/complaints';
import { MODERATION_PHOTO_URL_TTL_MS, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { type moderationItems, moderationReports, users } from '../db/schema';
import { translate } from '../i18n';
import type { MediaSigner } from '../media/signing';
import type { MemberView, SocialService } from '../social/service';
import type { Evidence, EvidencePhoto, TargetKind } from './evidence';

export type ItemRow = typeof moderationItems.$inferSelect;
type ReportRow = typeof moderationReports.$inferSelect;

/** A photo of the evidence as a moderator gets it: a URL signed for them, expiring. */
export interface EvidencePhotoView {
  url: string;
  width: number | null;
  height: number | null;
}

/** The evidence with its photos as URLs for one moderator (none once the item is decided: the copies are gone). */
export type EvidenceView = ReturnType<ModerationPresenter['evidence']>;

/** One reporter on an item. */
export interface ReportView {
  reporter: MemberView;
  type: number;
  typeName: string;
  reason: string;
  notes: string | null;
  messageId: number | null;
  reports: number;
  weight: number;
  firstAt: string;
  lastAt: string;
}

/** A queue item as a moderator sees it (docs/contract.md "Moderation"). */
export interface ModerationItemInfo {
  id: number;
  targetKind: TargetKind;
  targetId: number;
  category: number;
  categoryName: string;
  state: 'open' | 'decided';
  score: number;
  reportCount: number;
  reporterCount: number;
  version: number;
  reported: MemberView;
  claimedBy: MemberView | null;
  claimedAt: string | null;
  decision: 'dismiss' | 'warn' | 'remove' | 'suspend' | 'ban' | null;
  decidedBy: MemberView | null;
  decidedAt: string | null;
  suspendedUntil: string | null;
  createdAt: string;
  lastReportedAt: string;
  reports: ReportView[];
  /** In the batch (a node's read), not in a page of the queue. */
  evidence?: EvidenceView;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The name of a complaint type in `language`. */
export function categoryName(language: UiLanguage, type: number) {
  const known = COMPLAINT_TYPES.find((each) => each.id === type);
  return known ? translate(language, known.key) : String(type);
}

/**
 * Items as one moderator sees them: a page in a fixed number of queries (the reports of all, the members of all,
 * presented by social for the moderator in one statement). Members are read by id whatever their standing: the
 * moderator sees the reported member even while suspended.
 */
export class ModerationPresenter {
  constructor(
    private readonly social: SocialService,
    private readonly signer: MediaSigner,
  ) {}

  async items(
    db: Database,
    moderatorId: number,
    rows: ItemRow[],
    language: UiLanguage,
    withEvidence: boolean,
  ): Promise<ModerationItemInfo[]> {
    if (rows.length === 0) return [];
    const itemIds = rows.map((row) => row.id);
    const named = new Set<number>();
    for (const row of rows) for (const id of [row.reportedId, row.claimedBy, row.decidedBy]) if (id) named.add(id);
    // The reports and every member they and the items name, side by side.
    const [reports, memberRows] = await Promise.all([
      db
        .select()
        .from(moderationReports)
        .where(inArray(moderationReports.itemId, itemIds))
        .orderBy(asc(moderationReports.firstAt), asc(moderationReports.reporterId)),
      db
        .select()
        .from(users)
        .where(
          or(
            inArray(users.id, [...named]),
            inArray(
              users.id,
              db
                .select({ id: moderationReports.reporterId })
                .from(moderationReports)
                .where(inArray(moderationReports.itemId, itemIds)),
            ),
          ),
        ),
    ]);
    const presented = await this.social.present(moderatorId, memberRows, db);
    const member = new Map(presented.map((view) => [view.id, view]));
    const byItem = new Map<number, ReportRow[]>();
    for (const report of reports) byItem.set(report.itemId, [...(byItem.get(report.itemId) ?? []), report]);
    return rows.map((row) => ({
      id: row.id,
      targetKind: row.targetKind as TargetKind,
      targetId: row.targetId,
      category: row.category,
      categoryName: categoryName(language, row.category),
      state: row.state as ModerationItemInfo['state'],
      score: row.score,
      reportCount: row.reportCount,
      reporterCount: row.reporters,
      version: row.version,
      reported: member.get(row.reportedId)!,
      claimedBy: row.claimedBy ? member.get(row.claimedBy)! : null,
      claimedAt: iso(row.claimedAt),
      decision: row.decision as ModerationItemInfo['decision'],
      decidedBy: row.decidedBy ? member.get(row.decidedBy)! : null,
      decidedAt: iso(row.decidedAt),
      suspendedUntil: iso(row.suspendedUntil),
      createdAt: row.createdAt.toISOString(),
      lastReportedAt: row.lastReportedAt.toISOString(),
      reports: (byItem.get(row.id) ?? []).map((report) => ({
        reporter: member.get(report.reporterId)!,
        type: report.type,
        typeName: categoryName(language, report.type),
        reason: report.reason,
        notes: report.notes,
        messageId: report.messageId,
        reports: report.reports,
        weight: report.weight,
        firstAt: report.firstAt.toISOString(),
        lastAt: report.lastAt.toISOString(),
      })),
      ...(withEvidence ? { evidence: this.evidence(moderatorId, row) } : {}),
    }));
  }

  /**
   * The item's evidence for one moderator: its photos as URLs signed for them (MODERATION_PHOTO_URL_TTL_MS), or null
   * once the item is decided (the copies are deleted then); a message's `fromReported` says which side sent it.
   */
  evidence(moderatorId: number, row: ItemRow) {
    const kept = new Set(row.evidenceKeys);
    const photo = (held: EvidencePhoto | null): EvidencePhotoView | null =>
      held && kept.has(held.key)
        ? {
            url: this.signer.photoUrl(held.key, { viewerId: moderatorId }, MODERATION_PHOTO_URL_TTL_MS),
            width: held.width,
            height: held.height,
          }
        : null;
    const evidence = row.evidence as unknown as Evidence;
    if ('purgedAt' in evidence) return { kind: evidence.kind, purgedAt: evidence.purgedAt };
    switch (evidence.kind) {
      case 'member':
        return { kind: evidence.kind, member: evidence.member };
      case 'message':
        return {
          kind: evidence.kind,
          reportedMessageId: evidence.reportedMessageId,
          messages: evidence.messages.map((message) => ({
            ...message,
            photo: photo(message.photo),
            fromReported: message.senderId === row.reportedId,
            reported: message.id === evidence.reportedMessageId,
          })),
        };
      case 'moment':
        return {
          kind: evidence.kind,
          moment: {
            ...evidence.moment,
            photos: evidence.moment.photos.map(photo).filter((each) => each !== null),
          },
        };
      case 'comment':
        return { kind: evidence.kind, comment: evidence.comment };
    }
  }
}
