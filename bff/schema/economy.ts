import type { ObjectFieldBuilder } from '@pothos/core';
import { encodeGlobalID, resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';
import {
  BlockedError,
  InsufficientCoinsError,
  MessageNotFoundError,
  PaymentNotFoundError,
  RecipientUnavailableError,
  RateLimitedError,
  RedPacketUnavailableError,
  UserNotFoundError,
  ValidationError,
} from '../errors';
import { isId, onUpstreamEvent } from '../events';
import { bffMessage } from '../messages';
import type { BillInfo, GiftInfo, GiftRecordInfo, PaymentInfo, RedPacketInfo } from '../upstream/economy';
import { Conversation, conversationOf, Message, MessageCustom, MessageEdge, messageEdge, type ConversationSource } from './chat';
import { ErrorInterface } from './errors';
import { memberId, upstreamIdOf } from './global-ids';
import { upstreamConnection } from './paging';
import { User } from './user';
import { publishViewerEvent, Viewer, ViewerEvent, viewerInfo, viewerOf, type ViewerEventOf, type ViewerSource } from './viewer';

/**
 * Gold coins, translation packs, memberships, gifts, red packets and payments (spec §1, §3
 * Gift, Bill, Membership; issue 11). The viewer's balances, bills, gift records and payments
 * live on Viewer: no path from another member leads to them. Every purchase carries the
 * client's idempotency key: a retry with the same key answers the first result.
 */

const economyErrors: Array<[new (message: string) => Error, string, string]> = [
  [InsufficientCoinsError, 'InsufficientCoinsError', 'The price is more than the viewer’s gold coins: nothing was spent. Offer a top-up.'],
  [RedPacketUnavailableError, 'RedPacketUnavailableError', 'The red packet is not the viewer’s to open, or went back to its sender.'],
  [PaymentNotFoundError, 'PaymentNotFoundError', 'No such payment among the viewer’s.'],
];
for (const [errorClass, name, description] of economyErrors) builder.objectType(errorClass, { name, description, interfaces: [ErrorInterface], fields: () => ({}) });

const KEY = { required: true, description: 'The client’s own key for this purchase (1 to 100 of A–Z a–z 0–9 _ : . -), the same on a retry: a retry never pays twice.' } as const;

// ------------------------------------------------------------------ the catalogue

const MembershipLevel = builder.enumType('MembershipLevel', {
  description: 'Spec §6: VIP, or SVIP (everything VIP has, and more).',
  values: { VIP: { value: 1 }, SVIP: { value: 2 } } as const,
});

const CoinPackage = builder.objectRef<{ id: number; goldCoin: number; price: number; currency: string }>('CoinPackage').implement({
  description: 'Gold coins for money (a coin is about 1 USD).',
  fields: (t) => ({
    packageId: t.exposeInt('id'),
    goldCoins: t.exposeInt('goldCoin'),
    price: t.exposeFloat('price', { description: 'In `currency`.' }),
    currency: t.exposeString('currency'),
  }),
});

const TranslationPack = builder.objectRef<{ id: number; character: number; goldCoin: number }>('TranslationPack').implement({
  description: 'Translation characters for gold coins; they never expire.',
  fields: (t) => ({ packId: t.exposeInt('id'), characters: t.exposeInt('character'), goldCoins: t.exposeInt('goldCoin') }),
});

const MembershipPlan = builder.objectRef<{ id: number; vipLevel: number; months: number; goldCoin: number; monthlyCharacter: number }>('MembershipPlan').implement({
  description: 'A membership for gold coins: its level for `months` months, with `monthlyCharacters` translation characters each month.',
  fields: (t) => ({
    planId: t.exposeInt('id'),
    level: t.field({ type: MembershipLevel, resolve: (plan) => plan.vipLevel as 1 | 2 }),
    months: t.exposeInt('months'),
    goldCoins: t.exposeInt('goldCoin'),
    monthlyCharacters: t.exposeInt('monthlyCharacter'),
  }),
});

/** Upstream's picture paths are served by the BFF without the /user-service prefix. */
const publicPath = (path: string) => path.replace(/^\/user-service\//, '/');

export const Gift = builder.objectRef<GiftInfo>('Gift').implement({
  description: 'A gift one member sends another in chat.',
  fields: (t) => ({
    giftId: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'In the member’s language.' }),
    iconUrl: t.string({ resolve: (gift) => publicPath(gift.icon) }),
    goldCoins: t.exposeInt('goldCoin', { description: 'The price of one, once the month’s free gifts are used.' }),
  }),
});

builder.queryFields((t) => ({
  coinPackages: t.field({ type: [CoinPackage], authScopes: { loggedIn: true }, resolve: (_root, _args, context) => context.upstream.economy.coinPackages() }),
  translationPacks: t.field({ type: [TranslationPack], authScopes: { loggedIn: true }, resolve: (_root, _args, context) => context.upstream.economy.translationPacks() }),
  membershipPlans: t.field({ type: [MembershipPlan], authScopes: { loggedIn: true }, resolve: (_root, _args, context) => context.upstream.economy.membershipPlans() }),
  gifts: t.field({ type: [Gift], authScopes: { loggedIn: true }, description: 'The gift catalogue.', resolve: (_root, _args, context) => context.loaders.gifts() }),
  billTypes: t.field({
    type: [builder.objectRef<{ type: string; name: string }>('BillType').implement({ fields: (f) => ({ type: f.exposeString('type'), name: f.exposeString('name') }) })],
    authScopes: { loggedIn: true },
    description: 'Every kind of bill record, named in the member’s language (the filter of the bill list).',
    resolve: (_root, _args, context) => context.upstream.economy.billTypes(),
  }),
}));

// ------------------------------------------------------------------ the viewer's wallet, bills, gifts and payments

const BillAsset = builder.enumType('BillAsset', {
  values: { COIN: { value: 'coin' }, PACK_CHARACTER: { value: 'character' }, MEMBERSHIP_CHARACTER: { value: 'vip_character' } } as const,
});

const BillMemberRole = builder.enumType('BillMemberRole', {
  values: {
    TO: { value: 'to', description: 'The gift, red packet or membership the viewer paid for went to them.' },
    FROM: { value: 'from', description: 'They sent the viewer the red packet, or gave the viewer the membership.' },
    WITH: { value: 'with', description: 'It was about them: their photos unlocked, a first message or a translation in the conversation with them.' },
  } as const,
});

const BillUnlock = builder.enumType('BillUnlock', { values: { FIRST_MESSAGE: { value: 'chat' }, PHOTOS: { value: 'photos' } } as const });

const BillRecord = builder.objectRef<BillInfo>('BillRecord').implement({
  description: 'One change to one of the viewer’s balances, with what it was about.',
  fields: (t) => ({
    recordId: t.exposeInt('id'),
    type: t.exposeString('type', { description: 'One of billTypes.' }),
    item: t.exposeString('item', { description: 'What it was, in the member’s language.' }),
    asset: t.field({ type: BillAsset, resolve: (bill) => bill.asset }),
    change: t.exposeInt('change', { description: 'Signed: positive came in, negative went out.' }),
    occurredAt: t.string({ resolve: (bill) => new Date(bill.time).toISOString() }),
    gift: t.field({ type: Gift, nullable: true, description: 'The gift sent (`giftCount` of it).', resolve: (bill) => bill.gift }),
    giftCount: t.int({ nullable: true, resolve: (bill) => bill.gift?.count ?? null }),
    otherMember: t.field({
      type: User,
      nullable: true,
      description: 'The other member (see `otherMemberRole`), as the viewer may see them now: null once hidden, blocked or gone.',
      resolve: (bill) => bill.member,
    }),
    otherMemberRole: t.field({ type: BillMemberRole, nullable: true, description: 'Null when the line is about no other member.', resolve: (bill) => bill.memberRole }),
    membershipLevel: t.field({ type: MembershipLevel, nullable: true, resolve: (bill) => (bill.level === 1 || bill.level === 2 ? bill.level : null) }),
    membershipMonths: t.int({ nullable: true, resolve: (bill) => bill.months }),
    characters: t.int({ nullable: true, description: 'The characters a translation took or a translation pack added.', resolve: (bill) => bill.characters }),
    translatedInto: t.string({ nullable: true, description: 'A translation’s language (a UI or engine language code).', resolve: (bill) => bill.language }),
    unlock: t.field({ type: BillUnlock, nullable: true, resolve: (bill) => bill.unlock }),
  }),
});

const GiftDirection = builder.enumType('GiftDirection', { values: { SENT: { value: 'sent' }, RECEIVED: { value: 'received' } } as const });

const GiftRecord = builder.objectRef<GiftRecordInfo>('GiftRecord').implement({
  description: 'A gift the viewer sent or received.',
  fields: (t) => ({
    recordId: t.exposeInt('id'),
    name: t.exposeString('name'),
    iconUrl: t.string({ resolve: (record) => publicPath(record.icon) }),
    count: t.exposeInt('number'),
    goldCoins: t.exposeInt('goldCoin', { description: 'What it cost its sender (0 when free).' }),
    free: t.exposeBoolean('free'),
    otherMember: t.field({ type: User, nullable: true, description: 'Who sent it (received) or got it (sent), as the viewer may see them now.', resolve: (record) => record.donor ?? record.donee }),
    sentAt: t.string({ resolve: (record) => new Date(record.time).toISOString() }),
  }),
});

const PaymentStatus = builder.enumType('PaymentStatus', {
  values: {
    CREATED: { value: 'created', description: 'Waiting for the member at the provider.' },
    COMPLETED: { value: 'completed', description: 'Paid: the coins are the member’s.' },
    CANCELLED: { value: 'cancelled' },
  } as const,
});

const Payment = builder.objectRef<PaymentInfo>('Payment').implement({
  description: 'A coin purchase through a payment provider.',
  fields: (t) => ({
    paymentId: t.exposeString('paymentId'),
    status: t.field({ type: PaymentStatus, resolve: (payment) => payment.status }),
    goldCoins: t.exposeInt('goldCoin'),
    price: t.exposeFloat('price'),
    currency: t.exposeString('currency'),
    completedAt: t.string({ nullable: true, resolve: (payment) => (payment.completedAt == null ? null : new Date(payment.completedAt).toISOString()) }),
  }),
});

const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

builder.objectFields(Viewer, (t) => ({
  membershipExpiresAt: t.string({
    nullable: true,
    description: 'When the viewer’s membership ends (null without one).',
    resolve: async (_viewer, _args, context) => {
      const wallet = await context.loaders.wallet();
      return wallet.vipExpiresAt == null ? null : new Date(wallet.vipExpiresAt).toISOString();
    },
  }),
  payNoticeShown: t.boolean({
    description: 'Whether to show the pay notice (spec §4: new friends’ photos and first messages cost gold coins), until dismissed with payNoticeDismiss.',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).payNotice ?? false,
  }),
  freeGiftsLeft: t.int({
    nullable: true,
    description: 'Free gifts left this month (VIP 5 a month); null means unlimited (SVIP).',
    resolve: async (_viewer, _args, context) => (await context.loaders.wallet()).freeGiftsLeft,
  }),
  bills: t.connection({
    type: BillRecord,
    description: 'The viewer’s bill: every change to their balances, newest first.',
    args: {
      type: t.arg.string({ description: 'Only this kind (one of billTypes).' }),
      assets: t.arg({ type: [BillAsset], description: 'Only changes to these balances ([PACK_CHARACTER, MEMBERSHIP_CHARACTER]: the character history).' }),
    },
    resolve: (_viewer, args, context) =>
      resolveOffsetConnection({ args, defaultSize: PAGE_SIZE_DEFAULT, maxSize: PAGE_SIZE_MAX }, async ({ limit, offset }) => {
        const { list } = await context.upstream.economy.bills({ offset, size: limit }, { type: args.type ?? undefined, assets: args.assets ?? undefined });
        context.loaders.primeUsers(list.flatMap((bill) => (bill.member ? [bill.member] : [])));
        return list;
      }),
  }),
  giftRecords: t.connection(
    {
      type: GiftRecord,
      description: 'Gifts the viewer sent or received, newest first.',
      args: { direction: t.arg({ type: GiftDirection, required: true }) },
      resolve: (_viewer, args, context) =>
        upstreamConnection(args, (page) => context.upstream.economy.giftRecords(args.direction, page), (list) => {
          context.loaders.primeUsers(list.flatMap((record) => [record.donor ?? record.donee].filter((user) => user !== null)));
          return list;
        }),
    },
    { name: 'ViewerGiftRecordsConnection', fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }) },
  ),
  payment: t.field({
    type: Payment,
    nullable: true,
    description: 'One of the viewer’s payments (null for any other).',
    args: { paymentId: t.arg.string({ required: true }) },
    resolve: async (_viewer, { paymentId }, context) => {
      if (!PAYMENT_ID.test(paymentId)) return null;
      try {
        return await context.upstream.economy.payment(paymentId);
      } catch (error) {
        if (error instanceof PaymentNotFoundError) return null;
        throw error;
      }
    },
  }),
}));

// ------------------------------------------------------------------ gifts and red packets in chat

const RedPacketStatus = builder.enumType('RedPacketStatus', {
  values: {
    SENT: { value: 'sent', description: 'Waiting for its recipient.' },
    OPENED: { value: 'opened', description: 'Its recipient has the coins.' },
    RETURNED: { value: 'returned', description: 'Not opened in time: the coins went back to the sender.' },
  } as const,
});

const RedPacket = builder.objectRef<RedPacketInfo>('RedPacket').implement({
  description: 'Gold coins sent in chat: the recipient opens it once; unopened, it returns to the sender after 24 hours.',
  fields: (t) => ({
    redPacketId: t.exposeInt('redPacketId'),
    amount: t.exposeInt('amount'),
    note: t.string({ nullable: true, resolve: (packet) => packet.note }),
    status: t.field({ type: RedPacketStatus, resolve: (packet) => packet.status }),
    expiresAt: t.string({ resolve: (packet) => new Date(packet.expiresAt).toISOString() }),
  }),
});

builder.objectFields(MessageCustom, (t) => ({
  gift: t.field({
    type: Gift,
    nullable: true,
    description: 'A gift message’s gift (`amount` is how many).',
    resolve: async (custom, _args, context) => (custom.type === 'gift' ? ((await context.loaders.gifts()).find((gift) => gift.id === Number(custom.id)) ?? null) : null),
  }),
  redPacket: t.field({
    type: RedPacket,
    nullable: true,
    description: 'A red-packet message’s packet, as it stands now.',
    resolve: (custom, _args, context) => (custom.type === 'red-packet' && isId(Number(custom.id)) ? context.loaders.redPackets.load(Number(custom.id)) : null),
  }),
}));

// ------------------------------------------------------------------ purchases

type WalletPayload = { viewer: ViewerSource };
const viewerPayload = <T extends WalletPayload>(name: string, description: string) =>
  builder.objectRef<T>(name).implement({ description, fields: (f) => ({ viewer: f.field({ type: Viewer, description: 'Balances afresh.', resolve: (p) => p.viewer }) }) });

builder.mutationField('translationPackPurchase', (t) =>
  t.field({
    type: viewerPayload('TranslationPackPurchasePayload', 'The pack’s characters are the viewer’s.'),
    description: 'Buys a translation pack with gold coins.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('TranslationPackPurchaseInput', { fields: (f) => ({ packId: f.int({ required: true }), idempotencyKey: f.string(KEY) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, InsufficientCoinsError], union: { name: 'TranslationPackPurchaseResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.economy.buyTranslationPack(input.packId, input.idempotencyKey);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

type MembershipPayload = WalletPayload & { memberId: number; level: number; expiresAt: number | null };

builder.mutationField('membershipPurchase', (t) =>
  t.field({
    type: builder.objectRef<MembershipPayload>('MembershipPurchasePayload').implement({
      fields: (f) => ({
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
        member: f.field({ type: User, nullable: true, description: 'Who has the membership now (the viewer, or the member they bought it for).', resolve: (p, _args, context) => context.loaders.users.load(p.memberId) }),
        level: f.field({ type: MembershipLevel, resolve: (p) => p.level as 1 | 2 }),
        expiresAt: f.string({ nullable: true, resolve: (p) => (p.expiresAt == null ? null : new Date(p.expiresAt).toISOString()) }),
      }),
    }),
    description: 'Buys a membership with gold coins, for the viewer or for another member (spec §4): its benefits start at once.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MembershipPurchaseInput', {
          fields: (f) => ({
            planId: f.int({ required: true }),
            userId: f.globalID({ description: 'For another member; the viewer when absent.' }),
            idempotencyKey: f.string(KEY),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, InsufficientCoinsError, UserNotFoundError], union: { name: 'MembershipPurchaseResult' } },
    resolve: async (_root, { input }, context) => {
      const forUserId = input.userId ? memberId(context, input.userId) : undefined;
      const bought = await context.upstream.economy.buyMembership(input.planId, forUserId, input.idempotencyKey);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), memberId: bought.userId, level: bought.vipLevel, expiresAt: bought.vipExpiresAt };
    },
  }),
);

type ChatPayload = WalletPayload & { messageId: number; peerId: number };

/** What a gift or red packet put into the chat: the message (for `@appendEdge`) and the conversation. */
const chatPayloadFields = (f: ObjectFieldBuilder<typeof builder.$inferSchemaTypes, ChatPayload>) => ({
  viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
  sentMessage: f.field({ type: Message, nullable: true, resolve: (p, _args, context) => context.loaders.messages.load(p.messageId) }),
  messageEdge: f.field({
    type: MessageEdge,
    nullable: true,
    description: 'For `@appendEdge` on the conversation’s messages.',
    resolve: async (p, _args, context) => {
      const message = await context.loaders.messages.load(p.messageId);
      return message ? messageEdge(message) : null;
    },
  }),
  conversation: f.field({
    type: Conversation,
    nullable: true,
    resolve: async (p, _args, context): Promise<ConversationSource | null> => {
      const conversation = await context.loaders.conversations.load(p.peerId);
      return conversation ? conversationOf(p.viewer.id, conversation) : null;
    },
  }),
});

const chatErrors = [ValidationError, InsufficientCoinsError, UserNotFoundError, BlockedError, RecipientUnavailableError];

builder.mutationField('giftSend', (t) =>
  t.field({
    type: builder.objectRef<ChatPayload & { free: boolean; goldCoins: number }>('GiftSendPayload').implement({
      fields: (f) => ({
        ...chatPayloadFields(f),
        free: f.exposeBoolean('free', { description: 'One of the month’s free gifts.' }),
        goldCoinsSpent: f.exposeInt('goldCoins'),
      }),
    }),
    description: 'Sends a gift (`count` of it) to a member: the month’s free gifts first, then gold coins. It appears in your chat.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('GiftSendInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true }),
            giftId: f.int({ required: true }),
            count: f.int({ description: '1 to 99; 1 when absent.' }),
            idempotencyKey: f.string(KEY),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: chatErrors, union: { name: 'GiftSendResult' } },
    resolve: async (_root, { input }, context) => {
      const peerId = memberId(context, input.userId);
      const sent = await context.upstream.economy.giveGift({ userId: peerId, giftId: input.giftId, count: input.count ?? 1, idempotencyKey: input.idempotencyKey });
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), messageId: sent.messageId ?? 0, peerId, free: sent.free, goldCoins: sent.goldCoin };
    },
  }),
);

builder.mutationField('redPacketSend', (t) =>
  t.field({
    type: builder.objectRef<ChatPayload>('RedPacketSendPayload').implement({ fields: (f) => chatPayloadFields(f) }),
    description: 'Sends gold coins in a red packet (1 to 10,000, with a note of at most 60 characters). Unopened for 24 hours, it returns to you.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('RedPacketSendInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true }),
            amount: f.int({ required: true }),
            note: f.string(),
            idempotencyKey: f.string(KEY),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: chatErrors, union: { name: 'RedPacketSendResult' } },
    resolve: async (_root, { input }, context) => {
      const peerId = memberId(context, input.userId);
      const sent = await context.upstream.economy.sendRedPacket({ userId: peerId, amount: input.amount, note: input.note ?? undefined, idempotencyKey: input.idempotencyKey });
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), messageId: sent.messageId, peerId };
    },
  }),
);

builder.mutationField('redPacketOpen', (t) =>
  t.field({
    type: builder.objectRef<WalletPayload & { messageId: number }>('RedPacketOpenPayload').implement({
      fields: (f) => ({
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
        // Not `message`: the errors of the same union have a `message` string.
        redPacketMessage: f.field({ type: Message, nullable: true, description: 'The red-packet message, its packet now opened.', resolve: (p, _args, context) => context.loaders.messages.load(p.messageId) }),
      }),
    }),
    description: 'Opens a red packet the viewer received: its coins are theirs, once. Opening again answers the same.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('RedPacketOpenInput', { fields: (f) => ({ messageId: f.globalID({ required: true, description: 'The red-packet message.' }) }) }), required: true }) },
    errors: { types: [ValidationError, MessageNotFoundError, RedPacketUnavailableError], union: { name: 'RedPacketOpenResult' } },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const message = await context.loaders.messages.load(messageId);
      if (!message) throw new MessageNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      const packetId = message.custom?.type === 'red-packet' ? Number(message.custom.id) : 0;
      if (!isId(packetId)) throw new ValidationError('messageId', bffMessage(context.caller.language, 'id.invalid'));
      await context.upstream.economy.openRedPacket(packetId);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), messageId };
    },
  }),
);

// ------------------------------------------------------------------ paid unlocks

builder.mutationField('albumUnlock', (t) =>
  t.field({
    type: builder.objectRef<WalletPayload & { userId: number }>('AlbumUnlockPayload').implement({
      fields: (f) => ({
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
        user: f.field({ type: User, nullable: true, description: 'The member whose photos the viewer now sees.', resolve: (p, _args, context) => context.loaders.users.load(p.userId) }),
      }),
    }),
    description: 'Unlocks another member’s album photos for gold coins (for a member who pays for photos), once: asking again answers the same.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('AlbumUnlockInput', { fields: (f) => ({ userId: f.globalID({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError, InsufficientCoinsError, UserNotFoundError], union: { name: 'AlbumUnlockResult' } },
    resolve: async (_root, { input }, context) => {
      const userId = memberId(context, input.userId);
      await context.upstream.album.unlock(userId);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), userId };
    },
  }),
);

builder.mutationField('payNoticeDismiss', (t) =>
  t.field({
    type: viewerPayload('PayNoticeDismissPayload', 'The notice is not shown again.'),
    description: 'Dismisses the pay notice for good (spec `/message/update_alert_status`).',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], union: { name: 'PayNoticeDismissResult' } },
    resolve: async (_root, _args, context) => {
      await context.upstream.economy.dismissPayNotice();
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

// ------------------------------------------------------------------ buying coins

builder.mutationField('coinPurchaseStart', (t) =>
  t.field({
    type: builder.objectRef<{ approveUrl: string; payment: PaymentInfo }>('CoinPurchaseStartPayload').implement({
      fields: (f) => ({
        approveUrl: f.exposeString('approveUrl', { description: 'The provider’s page where the member pays; they come back to /paySuccess.' }),
        payment: f.field({ type: Payment, resolve: (p) => p.payment }),
      }),
    }),
    description: 'Starts buying gold coins through the payment provider: a package, or `goldCoins` of the member’s choosing. The coins are credited when the provider confirms the payment, never before.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('CoinPurchaseStartInput', {
          fields: (f) => ({
            packageId: f.int(),
            goldCoins: f.int({ description: 'A custom amount instead of a package.' }),
            conversationWith: f.globalID({ description: 'The member whose conversation asked for the coins: /paySuccess offers the way back to it.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'CoinPurchaseStartResult' } },
    resolve: async (_root, { input }, context) => {
      // Checked like any member ID; the page reads it back as a User ID.
      const back = input.conversationWith ? `?with=${encodeURIComponent(encodeGlobalID('User', upstreamIdOf(context, input.conversationWith, 'User', 'conversationWith')))}` : '';
      const started = await context.upstream.economy.startCoinPurchase({
        packageId: input.packageId ?? undefined,
        goldCoin: input.goldCoins ?? undefined,
        returnUrl: `${context.webOrigin}/paySuccess${back}`,
      });
      return {
        approveUrl: started.approveUrl,
        payment: { paymentId: started.paymentId, status: 'created' as const, goldCoin: started.goldCoin, price: started.price, currency: started.currency, completedAt: null },
      };
    },
  }),
);

builder.mutationField('paymentConfirm', (t) =>
  t.field({
    type: builder.objectRef<WalletPayload & { payment: PaymentInfo }>('PaymentConfirmPayload').implement({
      fields: (f) => ({ viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }), payment: f.field({ type: Payment, resolve: (p) => p.payment }) }),
    }),
    description: 'The member is back from the provider’s page: settles the payment now if the provider has not told us yet. Safe to repeat.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('PaymentConfirmInput', { fields: (f) => ({ paymentId: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError, PaymentNotFoundError], union: { name: 'PaymentConfirmResult' } },
    resolve: async (_root, { input }, context) => {
      if (!PAYMENT_ID.test(input.paymentId)) throw new PaymentNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      const payment = await context.upstream.economy.paymentReturned(input.paymentId);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), payment };
    },
  }),
);

// ------------------------------------------------------------------ live balances

declare module './viewer' {
  interface ViewerEvents {
    WalletChangedEvent: { reason: string };
  }
}

onUpstreamEvent<{ userId: number; reason: string }>('economy.wallet', {
  decode: ({ userId, reason }) => (isId(userId) && typeof reason === 'string' ? { userId, reason } : null),
  publish: (pubsub, { userId, reason }, occurredAt) => publishViewerEvent(pubsub, { id: userId }, 'WalletChangedEvent', occurredAt, { reason }),
});

builder.objectRef<ViewerEventOf<'WalletChangedEvent'>>('WalletChangedEvent').implement({
  description: 'The viewer’s balances or membership changed (a payment landed, a purchase, a red packet opened or returned, a membership bought for them): read them afresh from `viewer`.',
  interfaces: [ViewerEvent],
  fields: (t) => ({ reason: t.string({ description: 'The kind of change, one of billTypes.', resolve: (event) => event.data.reason }) }),
});
