import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { RateLimitedError, ValidationError, withGraphFieldNames } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { BlockedError } from '../chat/errors';
import { ForbiddenError } from '../notice/errors';
import { requireStaff, SUPPORT } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import type { SupportConversationInfo, SupportMessageInfo, SupportNoteInfo } from './endpoints';
import { SupportClaimConflictError, SupportConversationNotFoundError } from './errors';
import { SupportConversation, SupportMessage, SupportNote } from './types';

/**
 * The desk's actions, each checked here (`requireStaff`, SUPPORT) and again upstream: claim and release a
 * conversation, reply as customer service, add an internal note. Each answers the conversation afresh.
 */

/** Upstream's field names as the graph names them. */
const GRAPH_FIELDS = { memberId: 'conversationId' };

const ERRORS = [
  ForbiddenError,
  StaffSecondFactorRequiredError,
  SupportClaimConflictError,
  SupportConversationNotFoundError,
  ValidationError,
];

const memberIdOf = (context: Context, id: { typename: string; id: string }) =>
  upstreamIdOf(context, id, 'SupportConversation', 'conversationId');

/** The change made: read afresh from here on. */
function answered(context: Context, conversation: SupportConversationInfo) {
  context.loaders.clearAll();
  context.loaders.primeSupportConversations([conversation]);
  return { conversation };
}

const ConversationPayload = builder
  .objectRef<{ conversation: SupportConversationInfo }>('SupportConversationPayload')
  .implement({
    fields: (t) => ({
      conversation: t.field({ type: SupportConversation, resolve: (payload) => payload.conversation }),
    }),
  });

const conversationInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ conversationId: f.globalID({ required: true }) }) });

function claimField(
  name: string,
  description: string,
  call: (context: Context, memberId: number) => Promise<SupportConversationInfo>,
) {
  const input = conversationInput(`${name[0].toUpperCase()}${name.slice(1)}Input`);
  builder.mutationField(name, (t) =>
    t.field({
      type: ConversationPayload,
      description,
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: input, required: true }) },
      errors: { types: ERRORS, union: { name: `${name[0].toUpperCase()}${name.slice(1)}Result` } },
      resolve: async (_root, { input }, context) => {
        await requireStaff(context, SUPPORT);
        const memberId = memberIdOf(context, input.conversationId);
        return answered(context, await withGraphFieldNames(GRAPH_FIELDS, () => call(context, memberId)));
      },
    }),
  );
}

claimField(
  'supportConversationClaim',
  'Support staff: the conversation is the viewer’s to handle (and read by the desk). One claimant at a time: SupportClaimConflictError while another holds it.',
  (context, memberId) => context.upstream.support.claim(memberId),
);
claimField(
  'supportConversationRelease',
  'Support staff: the viewer lets go of the conversation (an admin may release anyone’s).',
  (context, memberId) => context.upstream.support.release(memberId),
);

builder.mutationField('supportReplySend', (t) =>
  t.field({
    type: builder.objectRef<{ message: SupportMessageInfo; memberId: number }>('SupportReplySendPayload').implement({
      fields: (p) => ({
        reply: p.field({
          type: SupportMessage,
          description: 'The reply as the desk sees it (with its writer).',
          resolve: (payload) => payload.message,
        }),
        conversation: p.field({
          type: SupportConversation,
          nullable: true,
          description: 'The conversation afresh.',
          resolve: (payload, _args, context) => context.loaders.supportConversations.load(payload.memberId),
        }),
      }),
    }),
    description:
      'Support staff: a text to the member, sent as customer service (the member sees customer service, never who wrote it; the desk does). SupportClaimConflictError while another staff member holds the conversation.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('SupportReplySendInput', {
          fields: (f) => ({
            conversationId: f.globalID({ required: true }),
            clientId: f.string({ required: true, description: 'The client’s id for this reply (a retry sends once).' }),
            text: f.string({ required: true, description: '1 to 1000 characters.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [...ERRORS, BlockedError, RateLimitedError],
      union: { name: 'SupportReplySendResult' },
    },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, SUPPORT);
      const memberId = memberIdOf(context, input.conversationId);
      const message = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.support.reply(memberId, input.clientId, input.text),
      );
      context.loaders.clearAll();
      return { message, memberId };
    },
  }),
);

builder.mutationField('supportNoteAdd', (t) =>
  t.field({
    type: builder.objectRef<{ note: SupportNoteInfo }>('SupportNoteAddPayload').implement({
      fields: (p) => ({
        note: p.field({
          type: SupportNote,
          resolve: (payload) => payload.note,
        }),
        conversation: p.field({
          type: SupportConversation,
          nullable: true,
          resolve: (payload, _args, context) => context.loaders.supportConversations.load(payload.note.memberId),
        }),
      }),
    }),
    description: 'Support staff: an internal note on the conversation (staff only, never shown to the member).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('SupportNoteAddInput', {
          fields: (f) => ({
            conversationId: f.globalID({ required: true }),
            text: f.string({ required: true, description: '1 to 1000 characters.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: ERRORS, union: { name: 'SupportNoteAddResult' } },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, SUPPORT);
      const memberId = memberIdOf(context, input.conversationId);
      const note = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.support.addNote(memberId, input.text),
      );
      context.loaders.clearAll();
      return { note };
    },
  }),
);
