import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { RateLimitedError, ValidationError, withGraphFieldNames } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { MomentCommentNotFoundError, MomentNotFoundError } from '../moment/errors';
import { ForbiddenError } from '../notice/errors';
import { MODERATORS, requireStaff } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import type { ModerationDecisionValue, ModerationItemInfo } from './endpoints';
import { ModerationItemNotFoundError, UpdateConflictError } from './errors';
import { ModerationItem } from './types';

/**
 * Members' reports of a moment or a comment; moderators' claims and decisions. Each decision names the item's
 * `version` (UpdateConflictError when another moderator acted since) and answers the item afresh.
 */

/** Upstream's field names as the graph names them, so a ValidationError points at the input the client sent. */
const GRAPH_FIELDS = { id: 'itemId', dynamicId: 'momentId', type: 'typeId' };

const ModerationItemPayload = builder.objectRef<{ item: ModerationItemInfo }>('ModerationItemPayload').implement({
  fields: (t) => ({
    item: t.field({ type: ModerationItem, description: 'The item afresh.', resolve: (payload) => payload.item }),
  }),
});

const ReportPayload = builder
  .objectRef<{ reported: boolean }>('ContentReportPayload')
  .implement({ fields: (t) => ({ reported: t.exposeBoolean('reported') }) });

const ACTION_ERRORS = [
  ForbiddenError,
  StaffSecondFactorRequiredError,
  UpdateConflictError,
  ModerationItemNotFoundError,
  ValidationError,
];

const itemIdOf = (context: Context, id: { typename: string; id: string }) =>
  upstreamIdOf(context, id, 'ModerationItem', 'itemId');

/** The change made: read afresh from here on, the item as upstream answered it. */
function answered(context: Context, item: ModerationItemInfo) {
  context.loaders.clearAll();
  context.loaders.primeModerationItems([item]);
  return { item };
}

const reportFields = {
  typeId: { required: true, description: 'One of reportTypes.' },
  reason: { required: true, description: '1 to 200 characters.' },
  notes: { description: 'At most 1000 characters.' },
} as const;

builder.mutationField('momentReport', (t) =>
  t.field({
    type: ReportPayload,
    description:
      'Reports a moment the viewer may see (not their own) for review: a type from reportTypes, a reason and optional notes. Reports of one moment make one queue item; the viewer hears the outcome as a notice. The limits of memberReport count every report together.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentReportInput', {
          fields: (f) => ({
            momentId: f.globalID({ required: true }),
            typeId: f.int(reportFields.typeId),
            reason: f.string(reportFields.reason),
            notes: f.string(reportFields.notes),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MomentNotFoundError, RateLimitedError],
      union: { name: 'MomentReportResult' },
    },
    resolve: async (_root, { input }, context) => {
      const momentId = upstreamIdOf(context, input.momentId, 'Moment', 'momentId');
      await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.moderation.reportMoment(momentId, {
          type: input.typeId,
          reason: input.reason,
          ...(input.notes ? { notes: input.notes } : {}),
        }),
      );
      return { reported: true };
    },
  }),
);

builder.mutationField('momentCommentReport', (t) =>
  t.field({
    type: ReportPayload,
    description: 'Reports a comment the viewer may see (not their own) for review, as momentReport.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentCommentReportInput', {
          fields: (f) => ({
            commentId: f.globalID({ required: true }),
            typeId: f.int(reportFields.typeId),
            reason: f.string(reportFields.reason),
            notes: f.string(reportFields.notes),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MomentCommentNotFoundError, RateLimitedError],
      union: { name: 'MomentCommentReportResult' },
    },
    resolve: async (_root, { input }, context) => {
      const commentId = upstreamIdOf(context, input.commentId, 'MomentComment', 'commentId');
      await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.moderation.reportComment(commentId, {
          type: input.typeId,
          reason: input.reason,
          ...(input.notes ? { notes: input.notes } : {}),
        }),
      );
      return { reported: true };
    },
  }),
);

builder.mutationField('moderationItemClaim', (t) =>
  t.field({
    type: ModerationItemPayload,
    description: 'Moderators: assigns the item to the viewer (taking it over from another moderator is a claim too).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ModerationItemClaimInput', {
          fields: (f) => ({
            itemId: f.globalID({ required: true }),
            version: f.int({ required: true, description: 'The item’s version as read.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: ACTION_ERRORS, union: { name: 'ModerationItemClaimResult' } },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, MODERATORS);
      const id = itemIdOf(context, input.itemId);
      const item = await withGraphFieldNames(GRAPH_FIELDS, () => context.upstream.moderation.claim(id, input.version));
      return answered(context, item);
    },
  }),
);

/** One mutation per decision: `moderationItem<Verb>(input: { itemId, version, note, … })`. */
function decisionField(name: string, action: ModerationDecisionValue, description: string, withDays = false) {
  const input = builder.inputType(`${name[0].toUpperCase()}${name.slice(1)}Input`, {
    fields: (f) => ({
      itemId: f.globalID({ required: true }),
      version: f.int({ required: true, description: 'The item’s version as read.' }),
      note: f.string({ description: 'For the audit trail, never shown to members: at most 500 characters.' }),
      ...(withDays ? { days: f.int({ required: true, description: '1 to 365.' }) } : {}),
    }),
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: ModerationItemPayload,
      description,
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: input, required: true }) },
      errors: { types: ACTION_ERRORS, union: { name: `${name[0].toUpperCase()}${name.slice(1)}Result` } },
      resolve: async (_root, args, context) => {
        await requireStaff(context, MODERATORS);
        const given = args.input as {
          itemId: { typename: string; id: string };
          version: number;
          note?: string | null;
          days?: number;
        };
        const id = itemIdOf(context, given.itemId);
        const item = await withGraphFieldNames(GRAPH_FIELDS, () =>
          context.upstream.moderation.decide(id, given.version, action, {
            ...(given.note ? { note: given.note } : {}),
            ...(withDays ? { days: given.days } : {}),
          }),
        );
        return answered(context, item);
      },
    }),
  );
}

decisionField(
  'moderationItemDismiss',
  'dismiss',
  'Moderators: nothing against the rules. The reporters hear "no action".',
);
decisionField(
  'moderationItemWarn',
  'warn',
  'Moderators: the member reported gets a warning notice; the reporters hear "action taken".',
);
decisionField(
  'moderationItemRemoveContent',
  'remove',
  'Moderators: the message, moment or comment is removed (not for a report about a member: ValidationError `action`).',
);
decisionField(
  'moderationItemSuspend',
  'suspend',
  'Moderators: the member is suspended for `days` at once: their sessions end, they and their posts disappear for others, login says until when.',
  true,
);
decisionField(
  'moderationItemBan',
  'ban',
  'Moderators: the member is banned at once: their sessions end, they and their posts disappear, login is refused.',
);
