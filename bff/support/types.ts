import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { ForbiddenError } from '../notice/errors';
import { isStaff, SUPPORT } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type {
  SupportConversationInfo,
  SupportMemberContextInfo,
  SupportMessageInfo,
  SupportNoteInfo,
} from './endpoints';

/**
 * The support desk. Private by every path: a `SupportConversation` comes only from the desk's inbox
 * (`viewer.supportInbox`, null for anyone else), its actions' answers, the staff-only `supportInboxEvents`, and
 * `node(id:)` through a loader that answers null to anyone but support staff and admins (upstream refuses them too).
 * Notes, the member's context and who wrote a reply hang off it only. A member sees their conversation with
 * customer service through chat as ever: customer service's messages, never a staff member or a note.
 */

/** The most messages a conversation answers at once. */
const MESSAGES_MAX = 50;
/** The latest orders and payments of the member's context. */
const CONTEXT_ROWS = 5;
const NOTES_MAX = 50;

export const SupportMessage = builder.objectRef<SupportMessageInfo>('SupportMessage').implement({
  description: 'A message of a customer-service conversation, as support staff see it.',
  fields: (t) => ({
    id: t.id({ resolve: (message) => encodeGlobalID('SupportMessage', String(message.id)) }),
    fromMember: t.exposeBoolean('fromMember', {
      description: 'Written by the member (else sent by customer service).',
    }),
    type: t.string({ description: '`txt`, `img` or `custom` (a gift, a red packet).', resolve: (m) => m.type }),
    text: t.string({ nullable: true, resolve: (message) => message.msg }),
    translatedText: t.string({
      nullable: true,
      description: 'The translation customer service sees of a member’s text, when there is one.',
      resolve: (message) => message.translation?.text ?? null,
    }),
    imageUrl: t.string({
      nullable: true,
      description: 'A photo (signed, expiring); null for a burn photo.',
      resolve: (message) => (message.burn ? null : message.url),
    }),
    sentAt: t.string({ description: 'ISO time.', resolve: (message) => new Date(message.time).toISOString() }),
    sentBy: t.field({
      type: User,
      nullable: true,
      description: 'A reply from the desk: the staff member who wrote it (never shown to the member).',
      resolve: (message) => message.sentBy,
    }),
  }),
});

export const SupportNote = builder.objectRef<SupportNoteInfo>('SupportNote').implement({
  description: 'An internal note on a conversation: staff only, never shown to the member.',
  fields: (t) => ({
    id: t.id({ resolve: (note) => encodeGlobalID('SupportNote', String(note.id)) }),
    text: t.exposeString('text'),
    author: t.field({ type: User, resolve: (note) => note.author }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const SupportOrder = builder.objectRef<SupportMemberContextInfo['orders'][number]>('SupportMemberOrder').implement({
  description: 'A gift-mall order the member bought or received.',
  fields: (t) => ({
    orderId: t.exposeInt('id'),
    buyer: t.boolean({ description: 'The member bought it (else received it).', resolve: (o) => o.role === 'buyer' }),
    goods: t.exposeString('goods'),
    quantity: t.exposeInt('quantity'),
    totalCoins: t.exposeInt('total', { description: 'What the buyer paid, in gold coins.' }),
    state: t.exposeString('state'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const SupportPayment = builder
  .objectRef<SupportMemberContextInfo['payments'][number]>('SupportMemberPayment')
  .implement({
    description: 'A coin purchase of the member.',
    fields: (t) => ({
      paymentId: t.exposeString('id'),
      provider: t.exposeString('provider'),
      coins: t.exposeInt('coins'),
      amountCents: t.exposeInt('amountCents'),
      currency: t.exposeString('currency'),
      status: t.exposeString('status', { description: '`created`, `completed` or `cancelled`.' }),
      createdAt: t.exposeString('createdAt'),
    }),
  });

const SupportSanction = builder
  .objectRef<NonNullable<SupportMemberContextInfo['sanction']>>('SupportMemberSanction')
  .implement({
    description: 'A sanction in force.',
    fields: (t) => ({
      banned: t.boolean({ resolve: (sanction) => sanction.kind === 'banned' }),
      until: t.string({ nullable: true, description: 'A suspension’s end.', resolve: (sanction) => sanction.until }),
    }),
  });

const SupportMemberContext = builder.objectRef<SupportMemberContextInfo>('SupportMemberContext').implement({
  description: 'What support staff see of the member beside the conversation.',
  fields: (t) => ({
    vipLevel: t.exposeInt('vipLevel', { description: '0 none, 1 VIP, 2 SVIP (an expired membership is 0).' }),
    vipExpiresAt: t.string({ nullable: true, resolve: (context) => context.vipExpiresAt }),
    coins: t.exposeInt('coins', { description: 'The gold-coin balance.' }),
    recentOrders: t.field({
      type: [SupportOrder],
      extensions: { maxItems: CONTEXT_ROWS },
      resolve: (context) => context.orders,
    }),
    recentPayments: t.field({
      type: [SupportPayment],
      extensions: { maxItems: CONTEXT_ROWS },
      resolve: (context) => context.payments,
    }),
    openSanction: t.field({ type: SupportSanction, nullable: true, resolve: (context) => context.sanction }),
  }),
});

const SupportMessages = builder
  .objectRef<{ list: SupportMessageInfo[]; hasMore: boolean }>('SupportMessageList')
  .implement({
    fields: (t) => ({
      messages: t.field({
        type: [SupportMessage],
        extensions: { maxItems: MESSAGES_MAX },
        description: 'Oldest first.',
        resolve: (page) => [...page.list].reverse(),
      }),
      hasEarlier: t.exposeBoolean('hasMore', { description: 'Earlier messages exist.' }),
    }),
  });

export const SupportConversation = builder.loadableNode('SupportConversation', {
  description:
    'A member’s conversation with customer service, as the support desk sees it (its id names the member). Support staff and admins only.',
  id: { resolve: (entry: SupportConversationInfo) => entry.memberId, parse: parseUpstreamId },
  load: (ids: number[], context: Context) =>
    loadNodes(ids, (known) => context.loaders.supportConversations.loadMany(known)),
  fields: (t) => ({
    member: t.field({ type: User, resolve: (entry) => entry.member }),
    memberLanguage: t.string({
      nullable: true,
      description: 'The member’s language: the one they chose, else the one they use Across in.',
      resolve: (entry) => entry.language,
    }),
    unreadCount: t.exposeInt('unread', { description: 'The member’s messages the desk has not read.' }),
    lastActivityAt: t.exposeString('lastActivityAt'),
    lastMessage: t.field({ type: SupportMessage, nullable: true, resolve: (entry) => entry.lastMessage }),
    claimedBy: t.field({ type: User, nullable: true, resolve: (entry) => entry.claimedBy }),
    claimedAt: t.string({ nullable: true, resolve: (entry) => entry.claimedAt }),
    claimedByViewer: t.boolean({
      resolve: async (entry, _args, context) =>
        entry.claimedBy !== null && entry.claimedBy.id === (await context.loaders.viewerId()),
    }),
    history: t.field({
      type: SupportMessages,
      description: `The latest messages (at most ${MESSAGES_MAX}), or those before \`beforeMessageId\`.`,
      args: {
        last: t.arg.int({ defaultValue: 30 }),
        beforeMessageId: t.arg.id(),
      },
      resolve: (entry, args, context) => {
        const size = Math.min(Math.max(args.last ?? 30, 1), MESSAGES_MAX);
        const before = args.beforeMessageId ? parseUpstreamId(String(args.beforeMessageId)) : undefined;
        return context.upstream.support.history(entry.memberId, size, before || undefined);
      },
    }),
    notes: t.field({
      type: [SupportNote],
      extensions: { maxItems: NOTES_MAX },
      description: 'Internal notes, newest first (staff only).',
      resolve: (entry, _args, context) => context.upstream.support.notes(entry.memberId),
    }),
    memberContext: t.field({
      type: SupportMemberContext,
      resolve: (entry, _args, context) => context.upstream.support.context(entry.memberId),
    }),
  }),
});

builder.objectField(Viewer, 'supportInbox', (t) =>
  t.connection(
    {
      type: SupportConversation,
      nullable: true,
      description:
        'Support staff and admins: customer service’s conversations, newest activity first (unread ones first with `unreadFirst`). Null for anyone else.',
      args: {
        unreadFirst: t.arg.boolean(),
        claimedByMe: t.arg.boolean(),
      },
      resolve: async (_viewer, args, context) => {
        const filter = { unreadFirst: args.unreadFirst === true, mine: args.claimedByMe === true };
        const [allowed, connection] = await Promise.all([
          isStaff(context, SUPPORT),
          upstreamConnection(
            args,
            (page) => context.upstream.support.inbox(filter, page),
            (list) => context.loaders.primeSupportConversations(list),
          ).catch((error) => {
            if (error instanceof ForbiddenError || error instanceof StaffSecondFactorRequiredError) return null;
            throw error;
          }),
        ]);
        return allowed ? connection : null;
      },
    },
    { name: 'ViewerSupportInboxConnection', ...(totalCountField as object) },
  ),
);
