import type { ObjectFieldBuilder } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BlockedError, MessageNotFoundError, RecipientUnavailableError } from '../chat/errors';
import {
  Conversation,
  conversationOf,
  Message,
  MessageEdge,
  messageEdge,
  type ConversationSource,
} from '../chat/types';
import { builder } from '../core/builder';
import { RateLimitedError, ValidationError } from '../core/errors';
import { isId } from '../core/events';
import { memberId, upstreamIdOf } from '../core/global-ids';
import { bffMessage } from '../messages';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { PaymentInfo } from './endpoints';
import { InsufficientCoinsError, PaymentNotFoundError, RedPacketUnavailableError } from './errors';
import { MembershipLevel, Payment, PAYMENT_ID } from './types';

const KEY = {
  required: true,
  description:
    'The client’s own key for this purchase (1 to 100 of A–Z a–z 0–9 _ : . -), the same on a retry: a retry never pays twice.',
} as const;

// ------------------------------------------------------------------ purchases

type WalletPayload = { viewer: ViewerSource };
const viewerPayload = <T extends WalletPayload>(name: string, description: string) =>
  builder.objectRef<T>(name).implement({
    description,
    fields: (f) => ({ viewer: f.field({ type: Viewer, description: 'Balances afresh.', resolve: (p) => p.viewer }) }),
  });

builder.mutationField('translationPackPurchase', (t) =>
  t.field({
    type: viewerPayload('TranslationPackPurchasePayload', 'The pack’s characters are the viewer’s.'),
    description: 'Buys a translation pack with gold coins.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('TranslationPackPurchaseInput', {
          fields: (f) => ({ packId: f.int({ required: true }), idempotencyKey: f.string(KEY) }),
        }),
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
        member: f.field({
          type: User,
          nullable: true,
          description: 'Who has the membership now (the viewer, or the member they bought it for).',
          resolve: (p, _args, context) => context.loaders.users.load(p.memberId),
        }),
        level: f.field({ type: MembershipLevel, resolve: (p) => p.level as 1 | 2 }),
        expiresAt: f.string({
          nullable: true,
          resolve: (p) => (p.expiresAt == null ? null : new Date(p.expiresAt).toISOString()),
        }),
      }),
    }),
    description:
      'Buys a membership with gold coins, for the viewer or for another member (spec §4): its benefits start at once.',
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
    errors: {
      types: [ValidationError, InsufficientCoinsError, UserNotFoundError],
      union: { name: 'MembershipPurchaseResult' },
    },
    resolve: async (_root, { input }, context) => {
      const forUserId = input.userId ? memberId(context, input.userId) : undefined;
      const bought = await context.upstream.economy.buyMembership(input.planId, forUserId, input.idempotencyKey);
      context.loaders.clearAll();
      return {
        viewer: await viewerOf(context),
        memberId: bought.userId,
        level: bought.vipLevel,
        expiresAt: bought.vipExpiresAt,
      };
    },
  }),
);

type ChatPayload = WalletPayload & { messageId: number; peerId: number };

/** What a gift or red packet put into the chat: the message (for `@appendEdge`) and the conversation. */
const chatPayloadFields = (f: ObjectFieldBuilder<typeof builder.$inferSchemaTypes, ChatPayload>) => ({
  viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
  sentMessage: f.field({
    type: Message,
    nullable: true,
    resolve: (p, _args, context) => context.loaders.messages.load(p.messageId),
  }),
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

const chatErrors = [
  ValidationError,
  InsufficientCoinsError,
  UserNotFoundError,
  BlockedError,
  RecipientUnavailableError,
];

builder.mutationField('giftSend', (t) =>
  t.field({
    type: builder.objectRef<ChatPayload & { free: boolean; goldCoins: number }>('GiftSendPayload').implement({
      fields: (f) => ({
        ...chatPayloadFields(f),
        free: f.exposeBoolean('free', { description: 'One of the month’s free gifts.' }),
        goldCoinsSpent: f.exposeInt('goldCoins'),
      }),
    }),
    description:
      'Sends a gift (`count` of it) to a member: the month’s free gifts first, then gold coins. It appears in your chat.',
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
      const sent = await context.upstream.economy.giveGift({
        userId: peerId,
        giftId: input.giftId,
        count: input.count ?? 1,
        idempotencyKey: input.idempotencyKey,
      });
      context.loaders.clearAll();
      return {
        viewer: await viewerOf(context),
        messageId: sent.messageId ?? 0,
        peerId,
        free: sent.free,
        goldCoins: sent.goldCoin,
      };
    },
  }),
);

builder.mutationField('redPacketSend', (t) =>
  t.field({
    type: builder.objectRef<ChatPayload>('RedPacketSendPayload').implement({ fields: (f) => chatPayloadFields(f) }),
    description:
      'Sends gold coins in a red packet (1 to 10,000, with a note of at most 60 characters). Unopened for 24 hours, it returns to you.',
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
      const sent = await context.upstream.economy.sendRedPacket({
        userId: peerId,
        amount: input.amount,
        note: input.note ?? undefined,
        idempotencyKey: input.idempotencyKey,
      });
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
        redPacketMessage: f.field({
          type: Message,
          nullable: true,
          description: 'The red-packet message, its packet now opened.',
          resolve: (p, _args, context) => context.loaders.messages.load(p.messageId),
        }),
      }),
    }),
    description: 'Opens a red packet the viewer received: its coins are theirs, once. Opening again answers the same.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('RedPacketOpenInput', {
          fields: (f) => ({ messageId: f.globalID({ required: true, description: 'The red-packet message.' }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MessageNotFoundError, RedPacketUnavailableError],
      union: { name: 'RedPacketOpenResult' },
    },
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
        user: f.field({
          type: User,
          nullable: true,
          description: 'The member whose photos the viewer now sees.',
          resolve: (p, _args, context) => context.loaders.users.load(p.userId),
        }),
      }),
    }),
    description:
      'Unlocks another member’s album photos for gold coins (for a member who pays for photos), once: asking again answers the same.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AlbumUnlockInput', { fields: (f) => ({ userId: f.globalID({ required: true }) }) }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, InsufficientCoinsError, UserNotFoundError],
      union: { name: 'AlbumUnlockResult' },
    },
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
        approveUrl: f.exposeString('approveUrl', {
          description: 'The provider’s page where the member pays; they come back to /paySuccess.',
        }),
        payment: f.field({ type: Payment, resolve: (p) => p.payment }),
      }),
    }),
    description:
      'Starts buying gold coins through the payment provider: a package, or `goldCoins` of the member’s choosing. The coins are credited when the provider confirms the payment, never before.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('CoinPurchaseStartInput', {
          fields: (f) => ({
            packageId: f.int(),
            goldCoins: f.int({ description: 'A custom amount instead of a package.' }),
            conversationWith: f.globalID({
              description: 'The member whose conversation asked for the coins: /paySuccess offers the way back to it.',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'CoinPurchaseStartResult' } },
    resolve: async (_root, { input }, context) => {
      // Checked like any member ID; the page reads it back as a User ID.
      const back = input.conversationWith
        ? `?with=${encodeURIComponent(encodeGlobalID('User', upstreamIdOf(context, input.conversationWith, 'User', 'conversationWith')))}`
        : '';
      const started = await context.upstream.economy.startCoinPurchase({
        packageId: input.packageId ?? undefined,
        goldCoin: input.goldCoins ?? undefined,
        returnUrl: `${context.webOrigin}/paySuccess${back}`,
      });
      return {
        approveUrl: started.approveUrl,
        payment: {
          paymentId: started.paymentId,
          status: 'created' as const,
          goldCoin: started.goldCoin,
          price: started.price,
          currency: started.currency,
          completedAt: null,
        },
      };
    },
  }),
);

builder.mutationField('paymentConfirm', (t) =>
  t.field({
    type: builder.objectRef<WalletPayload & { payment: PaymentInfo }>('PaymentConfirmPayload').implement({
      fields: (f) => ({
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
        payment: f.field({ type: Payment, resolve: (p) => p.payment }),
      }),
    }),
    description:
      'The member is back from the provider’s page: settles the payment now if the provider has not told us yet. Safe to repeat.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('PaymentConfirmInput', {
          fields: (f) => ({ paymentId: f.string({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, PaymentNotFoundError], union: { name: 'PaymentConfirmResult' } },
    resolve: async (_root, { input }, context) => {
      if (!PAYMENT_ID.test(input.paymentId))
        throw new PaymentNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      const payment = await context.upstream.economy.paymentReturned(input.paymentId);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context), payment };
    },
  }),
);
