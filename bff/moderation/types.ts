import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { BadInputError } from '../core/errors';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { bffMessage } from '../messages';
import { ForbiddenError } from '../notice/errors';
import { Notice } from '../notice/types';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import { isStaff, MODERATORS } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import type {
  EvidenceInfo,
  EvidenceMessageInfo,
  EvidencePhotoInfo,
  ModerationItemInfo,
  ModerationReportInfo,
  ReportOutcomeInfo,
} from './endpoints';

/**
 * The moderation queue (issue 25). Private by every path: a `ModerationItem` comes only from the moderators' queue
 * (`viewer.moderationQueue`, null for anyone else), their actions' answers, and `node(id:)` through a loader that
 * answers null to anyone who does not moderate (upstream refuses them too); nothing else leads to one, and no event
 * carries one. A member learns of an item only what concerns them: `Notice.reportOutcome`.
 */

/** The most reporters an item lists (`reporterCount` counts them all). */
const REPORTS_SHOWN = 20;
/** A reported message and the 20 before it. */
const EVIDENCE_MESSAGES_MAX = 21;
/** A moment's photos. */
const EVIDENCE_PHOTOS_MAX = 9;

export const ModerationTargetKind = builder.enumType('ModerationTargetKind', {
  description: 'What a report is about.',
  values: {
    MEMBER: { value: 'member' },
    MESSAGE: { value: 'message', description: 'A chat message (with the 20 before it as evidence).' },
    MOMENT: { value: 'moment' },
    COMMENT: { value: 'comment', description: 'A comment or reply on a moment.' },
  } as const,
});

export const ModerationItemState = builder.enumType('ModerationItemState', {
  values: { OPEN: { value: 'open' }, DECIDED: { value: 'decided' } } as const,
});

export const ModerationDecision = builder.enumType('ModerationDecision', {
  values: {
    DISMISS: { value: 'dismiss', description: 'Nothing wrong: no action.' },
    WARN: { value: 'warn', description: 'The member gets a warning notice.' },
    REMOVE: { value: 'remove', description: 'The message, moment or comment is removed.' },
    SUSPEND: { value: 'suspend', description: 'The member is suspended until `suspendedUntil`.' },
    BAN: { value: 'ban', description: 'The member is banned.' },
  } as const,
});

const ModerationQueueState = builder.enumType('ModerationQueueState', {
  values: { OPEN: { value: 'open' }, DECIDED: { value: 'decided' }, ALL: { value: 'all' } } as const,
});

const EvidencePhoto = builder.objectRef<EvidencePhotoInfo>('ModerationEvidencePhoto').implement({
  description: 'A photo kept as evidence: its URL is signed for the moderator and expires; gone once decided.',
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.int({ nullable: true, resolve: (photo) => photo.width }),
    height: t.int({ nullable: true, resolve: (photo) => photo.height }),
  }),
});

const EvidenceMessage = builder.objectRef<EvidenceMessageInfo>('ModerationEvidenceMessage').implement({
  description: 'A chat message as it was when reported.',
  fields: (t) => ({
    text: t.string({ nullable: true, resolve: (message) => message.text }),
    type: t.string({ description: '`txt`, `img` or `custom` (a gift, a red packet).', resolve: (m) => m.type }),
    burn: t.exposeBoolean('burn', { description: 'A burn-after-read photo.' }),
    photo: t.field({
      type: EvidencePhoto,
      nullable: true,
      description: 'The photo, kept until the item is decided (a burn photo too).',
      resolve: (message) => message.photo,
    }),
    sentAt: t.exposeString('sentAt'),
    fromReportedMember: t.exposeBoolean('fromReported', { description: 'Sent by the member reported.' }),
    reported: t.exposeBoolean('reported', { description: 'The message reported (the last one).' }),
  }),
});

const EvidenceMember = builder.objectRef<NonNullable<EvidenceInfo['member']>>('ModerationEvidenceMember').implement({
  description: 'The member’s profile as it was when reported.',
  fields: (t) => ({
    nickname: t.exposeString('nickname'),
    signature: t.string({ nullable: true, resolve: (member) => member.signature }),
    avatarUrl: t.string({ nullable: true, resolve: (member) => member.avatar }),
  }),
});

const EvidenceMoment = builder.objectRef<NonNullable<EvidenceInfo['moment']>>('ModerationEvidenceMoment').implement({
  description: 'The moment as it was when reported.',
  fields: (t) => ({
    text: t.exposeString('text'),
    burnAfterReading: t.boolean({ resolve: (moment) => moment.type === 'burn' }),
    publishedAt: t.exposeString('publishedAt'),
    photos: t.field({
      type: [EvidencePhoto],
      extensions: { maxItems: EVIDENCE_PHOTOS_MAX },
      resolve: (moment) => moment.photos,
    }),
  }),
});

const EvidenceComment = builder.objectRef<NonNullable<EvidenceInfo['comment']>>('ModerationEvidenceComment').implement({
  description: 'The comment as it was when reported.',
  fields: (t) => ({
    text: t.exposeString('text'),
    isReply: t.boolean({ resolve: (comment) => comment.replyTo !== null }),
    at: t.exposeString('at'),
  }),
});

const Evidence = builder.objectRef<EvidenceInfo>('ModerationEvidence').implement({
  description:
    'What was reported, as it was when first reported; the field of its kind is set, until `purgedAt` (the evidence deleted after its retention).',
  fields: (t) => ({
    kind: t.field({ type: ModerationTargetKind, resolve: (evidence) => evidence.kind }),
    member: t.field({ type: EvidenceMember, nullable: true, resolve: (evidence) => evidence.member ?? null }),
    messages: t.field({
      type: [EvidenceMessage],
      nullable: true,
      extensions: { maxItems: EVIDENCE_MESSAGES_MAX },
      description: 'MESSAGE: the reported message and the 20 before it between the two members, oldest first.',
      resolve: (evidence) => evidence.messages ?? null,
    }),
    moment: t.field({ type: EvidenceMoment, nullable: true, resolve: (evidence) => evidence.moment ?? null }),
    comment: t.field({ type: EvidenceComment, nullable: true, resolve: (evidence) => evidence.comment ?? null }),
    purgedAt: t.string({
      nullable: true,
      description: 'When the evidence and the reporters’ words were deleted, their retention after the decision over.',
      resolve: (evidence) => evidence.purgedAt ?? null,
    }),
  }),
});

const ModerationReport = builder.objectRef<ModerationReportInfo>('ModerationReport').implement({
  description: 'One reporter’s report of an item (a repeat counted in `reports`, its latest words kept).',
  fields: (t) => ({
    reporter: t.field({ type: User, resolve: (report) => report.reporter }),
    typeId: t.exposeInt('type', { description: 'One of reportTypes.' }),
    typeName: t.exposeString('typeName'),
    reason: t.exposeString('reason'),
    notes: t.string({ nullable: true, resolve: (report) => report.notes }),
    reports: t.exposeInt('reports'),
    weight: t.exposeFloat('weight', {
      description: 'What the reporter added to the score: (1 + upheld) / (2 + dismissed + upheld) when they reported.',
    }),
    firstAt: t.exposeString('firstAt'),
    lastAt: t.exposeString('lastAt'),
  }),
});

export const ModerationItem = builder.loadableNode('ModerationItem', {
  description:
    'A reported member, message, moment or comment in the moderation queue: one open item per target. Moderators and admins only.',
  id: { resolve: (item: ModerationItemInfo) => item.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.moderationItems.loadMany(known)),
  fields: (t) => ({
    targetKind: t.field({ type: ModerationTargetKind, resolve: (item) => item.targetKind }),
    categoryId: t.exposeInt('category', { description: 'The first report’s type (one of reportTypes).' }),
    categoryName: t.exposeString('categoryName'),
    state: t.field({ type: ModerationItemState, resolve: (item) => item.state }),
    score: t.exposeFloat('score', { description: 'The sum of the reporters’ weights.' }),
    reportCount: t.exposeInt('reportCount', { description: 'Every report, repeats included.' }),
    reporterCount: t.exposeInt('reporterCount'),
    version: t.exposeInt('version', { description: 'Every action names it; a stale one is UpdateConflictError.' }),
    reportedMember: t.field({ type: User, resolve: (item) => item.reported }),
    claimedBy: t.field({ type: User, nullable: true, resolve: (item) => item.claimedBy }),
    claimedAt: t.string({ nullable: true, resolve: (item) => item.claimedAt }),
    decision: t.field({ type: ModerationDecision, nullable: true, resolve: (item) => item.decision }),
    decidedBy: t.field({ type: User, nullable: true, resolve: (item) => item.decidedBy }),
    decidedAt: t.string({ nullable: true, resolve: (item) => item.decidedAt }),
    suspendedUntil: t.string({ nullable: true, resolve: (item) => item.suspendedUntil }),
    createdAt: t.exposeString('createdAt'),
    lastReportedAt: t.exposeString('lastReportedAt'),
    reports: t.field({
      type: [ModerationReport],
      extensions: { maxItems: REPORTS_SHOWN },
      description: `The first ${REPORTS_SHOWN} reporters, first first.`,
      resolve: (item) => item.reports.slice(0, REPORTS_SHOWN),
    }),
    evidence: t.field({
      type: Evidence,
      description: 'What was reported, as it was when first reported.',
      resolve: async (item, _args, context) =>
        item.evidence ?? (await context.loaders.moderationItems.load(item.id))?.evidence ?? { kind: item.targetKind },
    }),
  }),
});

builder.objectField(Viewer, 'moderationQueue', (t) =>
  t.connection(
    {
      type: ModerationItem,
      nullable: true,
      description:
        'Moderators and admins: the moderation queue, highest score first (open ones first with ALL). Null for anyone else.',
      args: {
        state: t.arg({ type: ModerationQueueState, description: 'OPEN when absent.' }),
        categoryId: t.arg.int({ description: 'One of reportTypes.' }),
        targetKind: t.arg({ type: ModerationTargetKind }),
        claimedByMe: t.arg.boolean(),
      },
      resolve: async (_viewer, args, context) => {
        if (args.categoryId != null && (args.categoryId < 1 || args.categoryId > 99))
          throw new BadInputError(bffMessage(context.caller.language, 'id.invalid'));
        const filter = {
          state: args.state ?? 'open',
          ...(args.categoryId != null ? { category: args.categoryId } : {}),
          ...(args.targetKind ? { kind: args.targetKind } : {}),
          ...(args.claimedByMe ? { mine: true } : {}),
        };
        // The BFF's check and the page side by side (upstream checks again and refuses anyone else): one round
        // trip's wait, not two.
        const [allowed, connection] = await Promise.all([
          isStaff(context, MODERATORS),
          upstreamConnection(
            args,
            (page) => context.upstream.moderation.queue(filter, page),
            (list) => context.loaders.primeModerationItems(list),
          ).catch((error) => {
            if (error instanceof ForbiddenError || error instanceof StaffSecondFactorRequiredError) return null;
            throw error;
          }),
        ]);
        return allowed ? connection : null;
      },
    },
    { name: 'ViewerModerationQueueConnection', ...(totalCountField as object) },
  ),
);

const ReportOutcomeKind = builder.enumType('ReportOutcomeKind', {
  values: {
    ACTION_TAKEN: { value: 'action_taken', description: 'To a reporter: a moderator acted (never said how).' },
    NO_ACTION: { value: 'no_action', description: 'To a reporter: nothing against the rules was found.' },
    WARNING: { value: 'warning', description: 'To the member reported: a moderator warned them.' },
  } as const,
});

const ReportOutcome = builder.objectRef<ReportOutcomeInfo>('ReportOutcome').implement({
  description: 'What a member may know of a moderation decision that concerns them.',
  fields: (t) => ({
    outcome: t.field({ type: ReportOutcomeKind, resolve: (outcome) => outcome.outcome }),
    targetKind: t.field({ type: ModerationTargetKind, resolve: (outcome) => outcome.targetKind }),
    categoryName: t.exposeString('categoryName'),
    decidedAt: t.exposeString('decidedAt'),
  }),
});

builder.objectFields(Notice, (t) => ({
  reportOutcome: t.field({
    type: ReportOutcome,
    nullable: true,
    description: 'REPORT_OUTCOME and MODERATION_WARNING: what was decided, as far as it concerns the viewer.',
    resolve: (group, _args, context) =>
      (group.kind === 'report_outcome' || group.kind === 'moderation_warning') &&
      group.targetType === 'report' &&
      group.targetId
        ? context.loaders.reportOutcomes.load(group.targetId)
        : null,
  }),
}));
