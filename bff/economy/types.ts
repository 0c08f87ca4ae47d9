import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { MessageCustom } from '../chat/types';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';
import { builder } from '../core/builder';
import { isId } from '../core/events';
import { upstreamConnection } from '../core/paging';
import { User } from '../user/types';
import { Viewer, viewerInfo } from '../viewer/types';
import type { BillInfo, GiftInfo, GiftRecordInfo, PaymentInfo, RedPacketInfo } from './endpoints';
import { PaymentNotFoundError } from './errors';

/**
 * Gold coins, translation packs, memberships, gifts, red packets and payments (spec §1, §3
 * Gift, Bill, Membership; issue 11). The viewer's balances, bills, gift records and payments
 * live on Viewer: no path from another member leads to them. Every purchase carries the
 * client's idempotency key: a retry with the same key answers the first result.
 */

// ------------------------------------------------------------------ the catalogue

export const MembershipLevel = builder.enumType('MembershipLevel', {
  description: 'Spec §6: VIP, or SVIP (everything VIP has, and more).',
  values: { VIP: { value: 1 }, SVIP: { value: 2 } } as const,
});

export const CoinPackage = builder
  .objectRef<{ id: number; goldCoin: number; price: number; currency: string }>('CoinPackage')
  .implement({
    description: 'Gold coins for money (a coin is about 1 USD).',
    fields: (t) => ({
      packageId: t.exposeInt('id'),
      goldCoins: t.exposeInt('goldCoin'),
      price: t.exposeFloat('price', { description: 'In `currency`.' }),
      currency: t.exposeString('currency'),
    }),
  });

export const TranslationPack = builder
  .objectRef<{ id: number; character: number; goldCoin: number }>('TranslationPack')
  .implement({
    description: 'Translation characters for gold coins; they never expire.',
    fields: (t) => ({
      packId: t.exposeInt('id'),
      characters: t.exposeInt('character'),
      goldCoins: t.exposeInt('goldCoin'),
    }),
  });

export const MembershipPlan = builder
  .objectRef<{ id: number; vipLevel: number; months: number; goldCoin: number; monthlyCharacter: number }>(
    'MembershipPlan',
  )
  .implement({
    description:
      'A membership for gold coins: its level for `months` months, with `monthlyCharacters` translation characters each month.',
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

// ------------------------------------------------------------------ the viewer's wallet, bills, gifts and payments

const BillAsset = builder.enumType('BillAsset', {
  values: {
    COIN: { value: 'coin' },
    PACK_CHARACTER: { value: 'character' },
    MEMBERSHIP_CHARACTER: { value: 'vip_character' },
  } as const,
});

const BillMemberRole = builder.enumType('BillMemberRole', {
  values: {
    TO: { value: 'to', description: 'The gift, red packet or membership the viewer paid for went to them.' },
    FROM: { value: 'from', description: 'They sent the viewer the red packet, or gave the viewer the membership.' },
    WITH: {
      value: 'with',
      description:
        'It was about them: their photos unlocked, a first message or a translation in the conversation with them.',
    },
  } as const,
});

const BillUnlock = builder.enumType('BillUnlock', {
  values: { FIRST_MESSAGE: { value: 'chat' }, PHOTOS: { value: 'photos' } } as const,
});

const BillRecord = builder.objectRef<BillInfo>('BillRecord').implement({
  description: 'One change to one of the viewer’s balances, with what it was about.',
  fields: (t) => ({
    recordId: t.exposeInt('id'),
    type: t.exposeString('type', { description: 'One of billTypes.' }),
    item: t.exposeString('item', { description: 'What it was, in the member’s language.' }),
    asset: t.field({ type: BillAsset, resolve: (bill) => bill.asset }),
    change: t.exposeInt('change', { description: 'Signed: positive came in, negative went out.' }),
    occurredAt: t.string({ resolve: (bill) => new Date(bill.time).toISOString() }),
    gift: t.field({
      type: Gift,
      nullable: true,
      description: 'The gift sent (`giftCount` of it).',
      resolve: (bill) => bill.gift,
    }),
    giftCount: t.int({ nullable: true, resolve: (bill) => bill.gift?.count ?? null }),
    otherMember: t.field({
      type: User,
      nullable: true,
      description:
        'The other member (see `otherMemberRole`), as the viewer may see them now: null once hidden, blocked or gone.',
      resolve: (bill) => bill.member,
    }),
    otherMemberRole: t.field({
      type: BillMemberRole,
      nullable: true,
      description: 'Null when the line is about no other member.',
      resolve: (bill) => bill.memberRole,
    }),
    membershipLevel: t.field({
      type: MembershipLevel,
      nullable: true,
      resolve: (bill) => (bill.level === 1 || bill.level === 2 ? bill.level : null),
    }),
    membershipMonths: t.int({ nullable: true, resolve: (bill) => bill.months }),
    characters: t.int({
      nullable: true,
      description: 'The characters a translation took or a translation pack added.',
      resolve: (bill) => bill.characters,
    }),
    translatedInto: t.string({
      nullable: true,
      description: 'A translation’s language (a UI or engine language code).',
      resolve: (bill) => bill.language,
    }),
    unlock: t.field({ type: BillUnlock, nullable: true, resolve: (bill) => bill.unlock }),
  }),
});

const GiftDirection = builder.enumType('GiftDirection', {
  values: { SENT: { value: 'sent' }, RECEIVED: { value: 'received' } } as const,
});

const GiftRecord = builder.objectRef<GiftRecordInfo>('GiftRecord').implement({
  description: 'A gift the viewer sent or received.',
  fields: (t) => ({
    recordId: t.exposeInt('id'),
    name: t.exposeString('name'),
    iconUrl: t.string({ resolve: (record) => publicPath(record.icon) }),
    count: t.exposeInt('number'),
    goldCoins: t.exposeInt('goldCoin', { description: 'What it cost its sender (0 when free).' }),
    free: t.exposeBoolean('free'),
    otherMember: t.field({
      type: User,
      nullable: true,
      description: 'Who sent it (received) or got it (sent), as the viewer may see them now.',
      resolve: (record) => record.donor ?? record.donee,
    }),
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

export const Payment = builder.objectRef<PaymentInfo>('Payment').implement({
  description: 'A coin purchase through a payment provider.',
  fields: (t) => ({
    paymentId: t.exposeString('paymentId'),
    status: t.field({ type: PaymentStatus, resolve: (payment) => payment.status }),
    goldCoins: t.exposeInt('goldCoin'),
    price: t.exposeFloat('price'),
    currency: t.exposeString('currency'),
    completedAt: t.string({
      nullable: true,
      resolve: (payment) => (payment.completedAt == null ? null : new Date(payment.completedAt).toISOString()),
    }),
  }),
});

export const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
    description:
      'Whether to show the pay notice (spec §4: new friends’ photos and first messages cost gold coins), until dismissed with payNoticeDismiss.',
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
      assets: t.arg({
        type: [BillAsset],
        description: 'Only changes to these balances ([PACK_CHARACTER, MEMBERSHIP_CHARACTER]: the character history).',
      }),
    },
    resolve: (_viewer, args, context) =>
      resolveOffsetConnection(
        { args, defaultSize: PAGE_SIZE_DEFAULT, maxSize: PAGE_SIZE_MAX },
        async ({ limit, offset }) => {
          const { list } = await context.upstream.economy.bills(
            { offset, size: limit },
            { type: args.type ?? undefined, assets: args.assets ?? undefined },
          );
          context.loaders.primeUsers(list.flatMap((bill) => (bill.member ? [bill.member] : [])));
          return list;
        },
      ),
  }),
  giftRecords: t.connection(
    {
      type: GiftRecord,
      description: 'Gifts the viewer sent or received, newest first.',
      args: { direction: t.arg({ type: GiftDirection, required: true }) },
      resolve: (_viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.economy.giftRecords(args.direction, page),
          (list) => {
            context.loaders.primeUsers(
              list.flatMap((record) => [record.donor ?? record.donee].filter((user) => user !== null)),
            );
            return list;
          },
        ),
    },
    {
      name: 'ViewerGiftRecordsConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }),
      }),
    },
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
  description:
    'Gold coins sent in chat: the recipient opens it once; unopened, it returns to the sender after 24 hours.',
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
    resolve: async (custom, _args, context) =>
      custom.type === 'gift'
        ? ((await context.loaders.gifts()).find((gift) => gift.id === Number(custom.id)) ?? null)
        : null,
  }),
  redPacket: t.field({
    type: RedPacket,
    nullable: true,
    description: 'A red-packet message’s packet, as it stands now.',
    resolve: (custom, _args, context) =>
      custom.type === 'red-packet' && isId(Number(custom.id))
        ? context.loaders.redPackets.load(Number(custom.id))
        : null,
  }),
}));
