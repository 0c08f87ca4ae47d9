import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../builder';
import { CHAT_HISTORY_PAGE, CHAT_HISTORY_PAGE_MAX } from '../constants';
import type { Context } from '../context';
import {
  BlockedError,
  BurnViewedError,
  InsufficientCoinsError,
  InsufficientTranslationBalanceError,
  MessageNotFoundError,
  RateLimitedError,
  RecallWindowExpiredError,
  RecipientUnavailableError,
  UserNotFoundError,
  ValidationError,
} from '../errors';
import { isId, isObject, onUpstreamEvent } from '../events';
import { bffMessage } from '../messages';
import type { BffPubSub } from '../pubsub';
import type { ConversationInfo, MessageInfo, MessageSend } from '../upstream/chat';
import { UploadGrant, uploadGrant } from './album';
import { ErrorInterface } from './errors';
import { loadNodes, memberId, parseUpstreamId, upstreamIdOf } from './global-ids';
import { upstreamConnection } from './paging';
import { User } from './user';
import { publishViewerEvent, Viewer, ViewerEvent, type ViewerEventOf, type ViewerEventPayload, type ViewerSource } from './viewer';

/**
 * One-to-one chat (spec §1 chat, §3 Conversation entry and Message, §4 unread, read receipt,
 * burn-after-read, recall; issue 10). A conversation is one member's side of it: their entry,
 * their copy of the history. Both are private by construction: a Conversation's ID names its
 * owner and resolves for nobody else; a Message loads only for its two members.
 */

declare module './viewer' {
  interface ViewerSource {
    /** What a chat event carried: the viewer's unread messages over all conversations. */
    unreadMessageCount?: number;
  }
}

/** The viewer's side of the conversation with one member. */
export type ConversationSource = ConversationInfo & { ownerId: number };

const conversationKey = (ownerId: number, peerId: number) => `${ownerId}.${peerId}`;
export const conversationGlobalId = (ownerId: number, peerId: number) => encodeGlobalID('Conversation', conversationKey(ownerId, peerId));

/** The peer named by a conversation key (`owner.peer`) when its owner is the viewer; null otherwise. */
function peerInKey(key: string, viewerId: number | null): number | null {
  const match = /^(\d{1,10})\.(\d{1,10})$/.exec(key);
  const peerId = Number(match?.[2]);
  return match && viewerId !== null && Number(match[1]) === viewerId && isId(peerId) && peerId <= 2_147_483_647 ? peerId : null;
}

/** The peer of a Conversation ID, if it is the viewer's; otherwise the input is invalid (another's looks like no conversation). */
export async function conversationPeer(context: Context, globalId: { typename: string; id: string }): Promise<number> {
  const peerId = globalId.typename === 'Conversation' ? peerInKey(globalId.id, await context.loaders.viewerId()) : null;
  if (peerId === null) throw new ValidationError('conversationId', bffMessage(context.caller.language, 'id.invalid'));
  return peerId;
}

const MessageKind = builder.enumType('MessageKind', {
  description: 'Spec §3 message types the member sees: text, image, and custom (gifts, red packets and paid unlocks, filled by later features).',
  values: { TEXT: { value: 'txt' }, IMAGE: { value: 'img' }, CUSTOM: { value: 'custom' } } as const,
});

const BurnState = builder.enumType('BurnState', {
  description: 'Whether a burn-after-read photo’s recipient has used their one view.',
  values: {
    UNVIEWED: { value: 'unviewed', description: 'Not viewed yet: its sender still sees it.' },
    VIEWED: { value: 'viewed', description: 'Seen once: the photo is gone for both members (burned).' },
  } as const,
});

const MessageImage = builder.objectRef<MessageInfo>('MessageImage').implement({
  description: 'A photo in a message. `url` is signed for the viewer and expires; null for a burn-after-read photo’s recipient (ask burnPhotoView), and for its sender once it was viewed.',
  fields: (t) => ({
    url: t.string({ nullable: true, resolve: (message) => message.url }),
    width: t.int({ nullable: true, resolve: (message) => message.width }),
    height: t.int({ nullable: true, resolve: (message) => message.height }),
  }),
});

export const MessageCustom = builder.objectRef<NonNullable<MessageInfo['custom']>>('MessageCustom').implement({
  description: 'The custom message shape of spec §3 (gift, red packet, paid unlock), filled by later features.',
  fields: (t) => ({
    type: t.exposeString('type'),
    // Upstream's public pictures (gift icons) are served by the BFF under the same path without /user-service.
    url: t.string({ nullable: true, resolve: (custom) => custom.url?.replace(/^\/user-service\//, '/') ?? null }),
    reference: t.string({ nullable: true, description: 'The custom message’s `id`.', resolve: (custom) => (custom.id == null ? null : String(custom.id)) }),
    amount: t.int({ nullable: true, resolve: (custom) => custom.amount }),
    note: t.string({ nullable: true, resolve: (custom) => custom.note }),
    burnUrl: t.string({ nullable: true, resolve: (custom) => custom.burn_url }),
  }),
});

export const Message = builder.loadableNode('Message', {
  description: 'A chat message, readable only by its two members (and gone for both once recalled).',
  id: { resolve: (message: MessageInfo) => message.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.messages.loadMany(known)),
  fields: (t) => ({
    kind: t.field({ type: MessageKind, resolve: (message) => message.type }),
    text: t.string({ nullable: true, description: 'A text message’s text (emoji as [ee_N] codes and Unicode), at most 1000 characters.', resolve: (message) => (message.type === 'txt' ? message.msg : null) }),
    image: t.field({ type: MessageImage, nullable: true, resolve: (message) => (message.type === 'img' ? message : null) }),
    custom: t.field({ type: MessageCustom, nullable: true, resolve: (message) => (message.type === 'custom' ? message.custom : null) }),
    burnAfterReading: t.boolean({ description: 'A photo its recipient may see once, for a few seconds.', resolve: (message) => message.burn }),
    burnState: t.field({ type: BurnState, nullable: true, description: 'A burn-after-read photo’s state, for both its members; null for other messages.', resolve: (message) => message.burnState }),
    sentAt: t.string({ resolve: (message) => new Date(message.time).toISOString() }),
    isMine: t.boolean({ description: 'Whether the viewer sent it.', resolve: async (message, _args, context) => message.from === (await context.loaders.viewerId()) }),
    sender: t.field({ type: User, nullable: true, resolve: (message, _args, context) => context.loaders.users.load(message.from) }),
    clientId: t.string({ nullable: true, description: 'The id the viewer’s client gave it when sending (the viewer’s own messages only).', resolve: (message) => message.clientId ?? null }),
    readByPeer: t.boolean({
      nullable: true,
      description: 'Whether the other member has read it: only for the viewer’s own messages, and only when the viewer is SVIP (spec §6).',
      resolve: (message) => message.read,
    }),
  }),
});

export const MessageEdge = builder.edgeObject({ type: Message, name: 'MessageEdge' });
const MessageConnection = builder.connectionObject({ type: Message, name: 'MessageConnection' }, MessageEdge);
export const messageEdge = (message: MessageInfo) => ({ cursor: String(message.id), node: message });

export const Conversation = builder.loadableNode('Conversation', {
  description: 'The viewer’s side of a one-to-one conversation: their entry in the list and their copy of the history.',
  id: { resolve: (conversation: ConversationSource) => conversationKey(conversation.ownerId, conversation.userId), parse: (id) => id },
  load: async (keys: string[], context: Context) => {
    const viewerId = await context.loaders.viewerIdOrNull();
    return Promise.all(
      keys.map(async (key) => {
        const peerId = peerInKey(key, viewerId);
        const conversation = peerId === null ? null : await context.loaders.conversations.load(peerId);
        return conversation ? { ...conversation, ownerId: viewerId! } : null;
      }),
    ) as Promise<ConversationSource[]>;
  },
  fields: (t) => ({
    peer: t.field({ type: User, description: 'The other member, as the viewer sees them.', resolve: (conversation) => conversation.user }),
    remarkName: t.string({ nullable: true, description: 'The viewer’s remark name for the peer: show it instead of the nickname.', resolve: (conversation) => conversation.remarkName }),
    unreadCount: t.int({ resolve: (conversation) => conversation.unread }),
    lastMessage: t.field({ type: Message, nullable: true, resolve: (conversation) => conversation.lastMessage }),
    lastMessageAt: t.string({ nullable: true, resolve: (conversation) => (conversation.lastTime == null ? null : new Date(conversation.lastTime).toISOString()) }),
    isCustomerService: t.boolean({ description: 'The customer-service account’s conversation, pinned first.', resolve: (conversation) => conversation.userType === 2 }),
    messages: t.connection(
      {
        type: Message,
        description: 'The viewer’s copy of the history, oldest first; page backwards (`last`, `before`) for older messages, 20 at a time.',
        resolve: async (conversation, args, context) => {
          const size = Math.min(Math.max(args.last ?? args.first ?? CHAT_HISTORY_PAGE, 1), CHAT_HISTORY_PAGE_MAX);
          const before = args.before && /^\d{1,10}$/.test(args.before) ? Number(args.before) : undefined;
          const page = await context.upstream.chat.history(conversation.userId, size, before);
          const edges = page.list.slice().reverse().map(messageEdge);
          return {
            edges,
            pageInfo: { hasPreviousPage: page.hasMore, hasNextPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
          };
        },
      },
      MessageConnection,
    ),
  }),
});

export const conversationOf = (ownerId: number, conversation: ConversationInfo): ConversationSource => ({ ...conversation, ownerId });

builder.objectFields(Viewer, (t) => ({
  conversations: t.connection(
    {
      type: Conversation,
      description: 'The viewer’s conversations: customer service first, then the latest activity first.',
      resolve: (viewer, args, context) =>
        upstreamConnection(args, (page) => context.upstream.chat.conversations(page), (list) =>
          list.map((conversation) => conversationOf(viewer.id, { ...conversation, user: context.loaders.primeUsers([conversation.user])[0] })),
        ),
    },
    { name: 'ViewerConversationsConnection', fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }) },
  ),
  conversationWith: t.field({
    type: Conversation,
    nullable: true,
    description: 'The viewer’s conversation with a member (empty before the first message); null when the viewer may not reach them.',
    args: { userId: t.arg.globalID({ required: true }) },
    resolve: async (viewer, { userId }, context) => {
      const conversation = await context.loaders.conversations.load(memberId(context, userId));
      return conversation ? conversationOf(viewer.id, conversation) : null;
    },
  }),
  unreadMessageCount: t.int({
    description: 'Unread messages over all the viewer’s conversations.',
    resolve: async (viewer, _args, context) => viewer.unreadMessageCount ?? (await context.loaders.unread()).total,
  }),
}));

builder.queryField('reportTypes', (t) =>
  t.field({
    type: [
      builder.objectRef<{ id: number; name: string }>('ReportType').implement({
        // Not `id`: a client store keys records by `id` (a node's), and this is a small code.
        fields: (f) => ({ typeId: f.int({ description: 'What memberReport takes as `typeId`.', resolve: (type) => type.id }), name: f.exposeString('name') }),
      }),
    ],
    description: 'Why a member can be reported (spec §3 Complaint types), in the member’s language.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => context.upstream.chat.complaintTypes(),
  }),
);

// Errors a chat mutation answers as data.
const chatErrors: Array<[new (message: string) => Error, string, string]> = [
  [BlockedError, 'BlockedError', 'One of the two members blocked the other: nothing was sent.'],
  [RecipientUnavailableError, 'RecipientUnavailableError', 'The member closed their account: their old messages stay, new ones cannot reach them.'],
  [RecallWindowExpiredError, 'RecallWindowExpiredError', 'The message is older than the two minutes in which it can be recalled.'],
  [BurnViewedError, 'BurnViewedError', 'The burn-after-read photo was viewed already.'],
  [MessageNotFoundError, 'MessageNotFoundError', 'No such message among those the viewer may read.'],
];
for (const [errorClass, name, description] of chatErrors) builder.objectType(errorClass, { name, description, interfaces: [ErrorInterface], fields: () => ({}) });

const conversationInput = (name: string, extra: Record<string, never> = {}) =>
  builder.inputType(name, { fields: (f) => ({ conversationId: f.globalID({ required: true, description: 'The conversation’s global ID.' }), ...extra }) });

type SendPayload = { message: MessageInfo; conversation: ConversationSource; viewer: ViewerSource };

builder.mutationField('messageSend', (t) =>
  t.field({
    type: builder.objectRef<SendPayload>('MessageSendPayload').implement({
      fields: (f) => ({
        // Not `message`: the errors of the same union have a `message` string.
        sentMessage: f.field({ type: Message, resolve: (p) => p.message }),
        messageEdge: f.field({ type: MessageEdge, description: 'For `@appendEdge` on the conversation’s messages.', resolve: (p) => messageEdge(p.message) }),
        conversation: f.field({ type: Conversation, resolve: (p) => p.conversation }),
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
      }),
    }),
    description:
      'Sends a text (1 to 1000 characters, not blank) or a photo (uploaded with messageImageUploadGrant; optionally burn-after-read). Sending again with the same `clientId` answers the first message: a retry never sends twice. A member who pays for messages pays 1 gold coin for the first message with a new contact (InsufficientCoinsError when they lack it). A text goes out translated as the conversation’s `translation` says, paid with the sender’s free characters of the day, then their membership and pack characters, and gold coins only with `payWithCoins` (InsufficientTranslationBalanceError, saying how many coins, when their coins would pay: nothing is sent). With nothing to pay with it goes as written, its `translation` (in the sender’s copy only) INSUFFICIENT_BALANCE; a pair the engine does not serve goes out as written, its `translation` saying why.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MessageSendInput', {
          fields: (f) => ({
            conversationId: f.globalID({ required: true, description: 'The conversation’s global ID (Viewer.conversationWith gives one for any member).' }),
            clientId: f.string({ required: true, description: 'The client’s own id for this message (1 to 64 of A–Z a–z 0–9 _ -): the same on a retry.' }),
            text: f.string({ description: 'A text message.' }),
            imageKey: f.string({ description: 'A photo: the `key` its upload answered.' }),
            burnAfterReading: f.boolean({ description: 'With imageKey: the recipient may see the photo once, for 8 seconds.' }),
            translate: f.boolean({ description: 'With text: false sends it as written this once, without the conversation’s outgoing translation.' }),
            translateRecordId: f.int({ description: 'With text: the `recordId` messageDraftTranslate answered for this very text: it goes out with that translation, not translated or charged again.' }),
            payWithCoins: f.boolean({ description: 'With text: gold coins may pay what the viewer’s characters do not cover of its translation (they agreed to the price InsufficientTranslationBalanceError named).' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, UserNotFoundError, BlockedError, RecipientUnavailableError, RateLimitedError, InsufficientCoinsError, InsufficientTranslationBalanceError],
      union: { name: 'MessageSendResult' },
    },
    resolve: async (_root, { input }, context) => {
      const peerId = await conversationPeer(context, input.conversationId);
      const hasText = input.text != null;
      if (hasText === (input.imageKey != null)) throw new ValidationError(hasText ? 'imageKey' : 'text', bffMessage(context.caller.language, 'message.textOrImage'));
      const send: MessageSend = hasText
        ? {
            type: 'txt',
            msg: input.text!,
            clientId: input.clientId,
            // Spec §3: the translation a text goes out with is named in its ext.
            ext: { platform: 'Web', ...(input.translateRecordId != null ? { translateRecordId: input.translateRecordId } : {}) },
            ...(input.translate === false ? { translate: false } : {}),
            ...(input.payWithCoins ? { payWithCoins: true } : {}),
          }
        : { type: 'img', key: input.imageKey!, burn: input.burnAfterReading ?? false, clientId: input.clientId, ext: { platform: 'Web' } };
      const { conversation: entry, ...message } = await context.upstream.chat.send(peerId, send);
      context.loaders.clearAll();
      const viewerId = await context.loaders.viewerId();
      const conversation = entry ?? (await context.loaders.conversations.load(peerId));
      if (!conversation) throw new UserNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      return { message, conversation: conversationOf(viewerId, conversation), viewer: { id: viewerId } };
    },
  }),
);

builder.mutationField('messageImageUploadGrant', (t) =>
  t.field({ type: UploadGrant, description: 'One photo upload for a message, within ten minutes.', authScopes: { loggedIn: true }, resolve: (_root, _args, context) => uploadGrant(context) }),
);

const messageInput = (name: string) => builder.inputType(name, { fields: (f) => ({ messageId: f.globalID({ required: true, description: 'The message’s global ID.' }) }) });

builder.mutationField('messageRecall', (t) =>
  t.field({
    type: builder.objectRef<{ deletedMessageId: string; conversation: ConversationSource | null }>('MessageRecallPayload').implement({
      fields: (f) => ({
        deletedMessageId: f.id({ description: 'For `@deleteRecord`.', resolve: (p) => p.deletedMessageId }),
        conversation: f.field({ type: Conversation, nullable: true, resolve: (p) => p.conversation }),
      }),
    }),
    description: 'Takes back one of the viewer’s messages within two minutes of sending: it disappears for both members.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: messageInput('MessageRecallInput'), required: true }) },
    errors: { types: [ValidationError, MessageNotFoundError, RecallWindowExpiredError], union: { name: 'MessageRecallResult' } },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const message = await context.loaders.messages.load(messageId);
      if (!message) throw new MessageNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      await context.upstream.chat.recall(messageId);
      context.loaders.clearAll();
      const viewerId = await context.loaders.viewerId();
      const peerId = message.from === viewerId ? message.to : message.from;
      const conversation = await context.loaders.conversations.load(peerId);
      return { deletedMessageId: encodeGlobalID('Message', messageId), conversation: conversation && conversationOf(viewerId, conversation) };
    },
  }),
);

type ConversationPayload = { conversation: ConversationSource; viewer: ViewerSource };
const ConversationPayloadOf = (name: string) =>
  builder.objectRef<ConversationPayload>(name).implement({
    fields: (f) => ({ conversation: f.field({ type: Conversation, resolve: (p) => p.conversation }), viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }) }),
  });

for (const [field, typeName, description, change, refusals] of [
  // Reading is refused across a block (either way); clearing one's own copy never is.
  ['conversationMarkRead', 'ConversationMarkRead', 'Marks the conversation read: its unread count goes to 0 and the peer’s messages count as read.', 'markRead', [BlockedError]],
  ['conversationHistoryClear', 'ConversationHistoryClear', 'Empties the viewer’s copy of the history; the peer keeps theirs.', 'clearHistory', []],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: ConversationPayloadOf(`${typeName}Payload`),
      description,
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: conversationInput(`${typeName}Input`), required: true }) },
      errors: { types: [ValidationError, UserNotFoundError, ...refusals], union: { name: `${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        const peerId = await conversationPeer(context, input.conversationId);
        const conversation = await context.upstream.chat[change](peerId);
        context.loaders.clearAll();
        const viewerId = await context.loaders.viewerId();
        context.loaders.primeUsers([conversation.user]);
        return { conversation: conversationOf(viewerId, conversation), viewer: { id: viewerId } };
      },
    }),
  );
}

builder.mutationField('conversationDelete', (t) =>
  t.field({
    type: builder.objectRef<{ deletedConversationId: string; viewer: ViewerSource }>('ConversationDeletePayload').implement({
      fields: (f) => ({
        deletedConversationId: f.id({ description: 'For `@deleteEdge` on the conversation list.', resolve: (p) => p.deletedConversationId }),
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
      }),
    }),
    description: 'Removes the conversation from the viewer’s list (it comes back with the next message); the history stays.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: conversationInput('ConversationDeleteInput'), required: true }) },
    errors: { types: [ValidationError, UserNotFoundError], union: { name: 'ConversationDeleteResult' } },
    resolve: async (_root, { input }, context) => {
      const peerId = await conversationPeer(context, input.conversationId);
      await context.upstream.chat.deleteConversation(peerId);
      context.loaders.clearAll();
      const viewerId = await context.loaders.viewerId();
      return { deletedConversationId: conversationGlobalId(viewerId, peerId), viewer: { id: viewerId } };
    },
  }),
);

builder.mutationField('burnPhotoView', (t) =>
  t.field({
    type: builder.objectRef<{ url: string; seconds: number; message: MessageInfo | null }>('BurnPhotoViewPayload').implement({
      fields: (f) => ({
        url: f.exposeString('url', { description: 'The photo, served for `seconds` only.' }),
        seconds: f.exposeInt('seconds', { description: 'How long the photo may be shown (8).' }),
        viewedMessage: f.field({ type: Message, nullable: true, description: 'The message, now VIEWED.', resolve: (p) => p.message }),
      }),
    }),
    description: 'Opens a burn-after-read photo the viewer received: once, for 8 seconds; afterwards it is gone for them.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: messageInput('BurnPhotoViewInput'), required: true }) },
    errors: { types: [ValidationError, BurnViewedError, MessageNotFoundError, BlockedError], union: { name: 'BurnPhotoViewResult' } },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const view = await context.upstream.chat.viewBurnPhoto(messageId);
      context.loaders.clearAll();
      return { ...view, message: await context.loaders.messages.load(messageId) };
    },
  }),
);

builder.mutationField('typingSet', (t) =>
  t.field({
    type: builder.objectRef<{ sent: boolean }>('TypingSetPayload').implement({
      fields: (f) => ({ sent: f.exposeBoolean('sent', { description: 'False (nobody was told) when the two have no conversation yet, the viewer hides their typing, or a block stands.' }) }),
    }),
    description: 'Tells the peer the viewer is typing (or stopped), within a conversation the two already have. Send at most every few seconds while typing.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('TypingSetInput', {
          fields: (f) => ({ conversationId: f.globalID({ required: true }), typing: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'TypingSetResult' } },
    resolve: async (_root, { input }, context) => context.upstream.chat.typing(await conversationPeer(context, input.conversationId), input.typing),
  }),
);

builder.mutationField('memberReport', (t) =>
  t.field({
    type: builder.objectRef<{ reported: boolean }>('MemberReportPayload').implement({ fields: (f) => ({ reported: f.exposeBoolean('reported') }) }),
    description: 'Reports a member for review (spec §3 Complaint): a type from reportTypes, a reason and optional notes. A repeat (the same member and type) is merged into the first; at most 20 reports a day, 3 about one member.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MemberReportInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true }),
            typeId: f.int({ required: true, description: 'One of reportTypes.' }),
            reason: f.string({ required: true, description: 'At most 200 characters.' }),
            notes: f.string({ description: 'At most 1000 characters.' }),
            messageId: f.globalID({ description: 'The message reported, if any.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, UserNotFoundError, MessageNotFoundError, RateLimitedError], union: { name: 'MemberReportResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.chat.complain({
        userId: memberId(context, input.userId),
        type: input.typeId,
        reason: input.reason,
        ...(input.notes ? { notes: input.notes } : {}),
        ...(input.messageId ? { messageId: upstreamIdOf(context, input.messageId, 'Message', 'messageId') } : {}),
      });
      return { reported: true };
    },
  }),
);

// Live chat. Upstream's chat events name a delivery per member; each goes to that member's
// viewerEvents (the list, the unread total) and to the conversation's own topic (the open
// chat window), carrying the message and entry as that member sees them: no upstream call
// per subscriber.

interface MessageAddedData {
  message: MessageInfo;
  conversation: ConversationSource;
}
interface MessageRecalledData {
  messageId: number;
  conversation: ConversationSource;
}
interface ConversationChangedData {
  peerId: number;
  conversation: ConversationSource | null;
}
interface TypingData {
  peerId: number;
  typing: boolean;
}

declare module './viewer' {
  interface ViewerEvents {
    MessageAddedEvent: MessageAddedData;
    MessageRecalledEvent: MessageRecalledData;
    ConversationReadEvent: ConversationChangedData;
    ConversationChangedEvent: ConversationChangedData;
    TypingEvent: TypingData;
    MessageBurnedEvent: { message: MessageInfo; peerId: number };
  }
}

declare module '../pubsub' {
  interface Topics {
    /** One member's side of one conversation (`owner.peer`): what an open chat window shows. */
    'conversation.event': [key: string, event: ViewerEventPayload];
  }
}

type ChatEventKind = 'MessageAddedEvent' | 'MessageRecalledEvent' | 'ConversationReadEvent' | 'ConversationChangedEvent' | 'TypingEvent' | 'MessageTranslatedEvent' | 'MessageCorrectedEvent' | 'MessageBurnedEvent';

/** To the member's viewerEvents (unless only the window cares) and to the conversation's topic. */
export function publishChatEvent<K extends ChatEventKind>(pubsub: BffPubSub, viewer: ViewerSource, peerId: number, type: K, occurredAt: string, data: ViewerEventOf<K>['data'], toViewer = true) {
  if (toViewer) publishViewerEvent(pubsub, viewer, type, occurredAt, data as never);
  pubsub.publish('conversation.event', conversationKey(viewer.id, peerId), { type, occurredAt, data, viewer } as ViewerEventPayload);
}

const isMessage = (value: unknown): value is MessageInfo => isObject(value) && isId(value.id) && isId(value.from) && isId(value.to) && typeof value.type === 'string';
const isConversation = (value: unknown): value is ConversationInfo => isObject(value) && isId(value.userId) && isObject(value.user) && isId(value.user.id);
const unreadOf = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? { unreadMessageCount: value as number } : {});

interface Delivery {
  userId: number;
  conversation: ConversationInfo;
  unreadTotal: unknown;
  message?: MessageInfo;
}
/** The deliveries of a chat event, each checked; null if any is malformed. */
function deliveriesOf(value: unknown, withMessage: boolean): Delivery[] | null {
  if (!Array.isArray(value)) return null;
  const deliveries = value.filter((d) => isObject(d) && isId(d.userId) && isConversation(d.conversation) && (!withMessage || isMessage(d.message))) as Delivery[];
  return deliveries.length === value.length ? deliveries : null;
}

onUpstreamEvent<Delivery[]>('chat.message', {
  decode: ({ deliveries }) => deliveriesOf(deliveries, true),
  publish: (pubsub, deliveries, at) => {
    for (const d of deliveries) {
      const conversation = conversationOf(d.userId, d.conversation);
      publishChatEvent(pubsub, { id: d.userId, ...unreadOf(d.unreadTotal) }, d.conversation.userId, 'MessageAddedEvent', at, { message: d.message!, conversation });
    }
  },
});

onUpstreamEvent<{ messageId: number; deliveries: Delivery[] }>('chat.recalled', {
  decode: ({ messageId, deliveries }) => {
    const checked = deliveriesOf(deliveries, false);
    return isId(messageId) && checked ? { messageId, deliveries: checked } : null;
  },
  publish: (pubsub, { messageId, deliveries }, at) => {
    for (const d of deliveries) {
      publishChatEvent(pubsub, { id: d.userId, ...unreadOf(d.unreadTotal) }, d.conversation.userId, 'MessageRecalledEvent', at, { messageId, conversation: conversationOf(d.userId, d.conversation) });
    }
  },
});

onUpstreamEvent<Delivery[]>('chat.read', {
  decode: ({ deliveries }) => deliveriesOf(deliveries, false),
  publish: (pubsub, deliveries, at) => {
    for (const d of deliveries) {
      publishChatEvent(pubsub, { id: d.userId, ...unreadOf(d.unreadTotal) }, d.conversation.userId, 'ConversationReadEvent', at, {
        peerId: d.conversation.userId,
        conversation: conversationOf(d.userId, d.conversation),
      });
    }
  },
});

onUpstreamEvent<{ userId: number; peerId: number; conversation: ConversationInfo | null; unreadTotal: unknown }>('chat.conversation', {
  decode: ({ userId, peerId, deleted, conversation, unreadTotal }) => {
    if (!isId(userId) || !isId(peerId) || typeof deleted !== 'boolean') return null;
    if (!deleted && !isConversation(conversation)) return null;
    return { userId, peerId, conversation: deleted ? null : (conversation as ConversationInfo), unreadTotal };
  },
  publish: (pubsub, { userId, peerId, conversation, unreadTotal }, at) =>
    publishChatEvent(pubsub, { id: userId, ...unreadOf(unreadTotal) }, peerId, 'ConversationChangedEvent', at, { peerId, conversation: conversation && conversationOf(userId, conversation) }),
});

onUpstreamEvent<{ userId: number; peerId: number; typing: boolean }>('chat.typing', {
  decode: ({ userId, fromUserId, typing }) => (isId(userId) && isId(fromUserId) && typeof typing === 'boolean' ? { userId, peerId: fromUserId, typing } : null),
  // Only an open window shows typing: the member's list does not hear of it.
  publish: (pubsub, { userId, peerId, typing }, at) => publishChatEvent(pubsub, { id: userId }, peerId, 'TypingEvent', at, { peerId, typing }, false),
});

onUpstreamEvent<Array<{ userId: number; peerId: number; message: MessageInfo }>>('chat.burned', {
  decode: ({ deliveries }) => {
    if (!Array.isArray(deliveries)) return null;
    const checked = deliveries.filter((d) => isObject(d) && isId(d.userId) && isId(d.peerId) && isMessage(d.message));
    return checked.length === deliveries.length ? (checked as Array<{ userId: number; peerId: number; message: MessageInfo }>) : null;
  },
  // An open window shows it burned; the list's preview ("a burn-after-reading photo") stays.
  publish: (pubsub, deliveries, at) => {
    for (const { userId, peerId, message } of deliveries) publishChatEvent(pubsub, { id: userId }, peerId, 'MessageBurnedEvent', at, { message, peerId }, false);
  },
});

export const ConversationEvent = builder.interfaceRef<ViewerEventPayload>('ConversationEvent').implement({
  description: 'Something that happened in one of the viewer’s conversations.',
  resolveType: (event) => event.type,
  fields: (t) => ({
    occurredAt: t.exposeString('occurredAt'),
    conversationId: t.id({
      description: 'The conversation’s global ID.',
      resolve: (event) => conversationGlobalId(event.viewer.id, (event.data as { peerId?: number; conversation?: ConversationSource }).peerId ?? (event.data as MessageAddedData).conversation.userId),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'MessageAddedEvent'>>('MessageAddedEvent').implement({
  description: 'A message in one of the viewer’s conversations: received, or sent from another tab.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    message: t.field({ type: Message, resolve: (event) => event.data.message }),
    messageEdge: t.field({ type: MessageEdge, description: 'For `@appendEdge` on the conversation’s messages.', resolve: (event) => messageEdge(event.data.message) }),
    conversation: t.field({ type: Conversation, nullable: true, description: 'The viewer’s entry, with its new unread count and last message.', resolve: (event) => event.data.conversation }),
  }),
});

builder.objectRef<ViewerEventOf<'MessageRecalledEvent'>>('MessageRecalledEvent').implement({
  description: 'A message was recalled: it is gone from the history of both members.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    deletedMessageId: t.id({ description: 'For `@deleteRecord`.', resolve: (event) => encodeGlobalID('Message', event.data.messageId) }),
    conversation: t.field({ type: Conversation, nullable: true, resolve: (event) => event.data.conversation }),
  }),
});

builder.objectRef<ViewerEventOf<'ConversationReadEvent'>>('ConversationReadEvent').implement({
  description: 'The conversation was read: by the viewer in another tab (unread 0), or, for an SVIP viewer, by the peer.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({ conversation: t.field({ type: Conversation, nullable: true, resolve: (event) => event.data.conversation }) }),
});

builder.objectRef<ViewerEventOf<'ConversationChangedEvent'>>('ConversationChangedEvent').implement({
  description: 'The viewer deleted the conversation from their list (`deletedConversationId`) or cleared its history, in another tab.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    conversation: t.field({ type: Conversation, nullable: true, resolve: (event) => event.data.conversation }),
    deletedConversationId: t.id({
      nullable: true,
      resolve: (event) => (event.data.conversation ? null : conversationGlobalId(event.viewer.id, event.data.peerId)),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'MessageBurnedEvent'>>('MessageBurnedEvent').implement({
  description: 'A burn-after-read photo of this conversation was viewed: it is burned, for its sender too (no photo any more).',
  interfaces: [ConversationEvent],
  fields: (t) => ({ message: t.field({ type: Message, description: 'The viewer’s copy, now VIEWED.', resolve: (event) => event.data.message }) }),
});

builder.objectRef<ViewerEventOf<'TypingEvent'>>('TypingEvent').implement({
  description: 'The peer started or stopped typing.',
  interfaces: [ConversationEvent],
  fields: (t) => ({ typing: t.boolean({ resolve: (event) => event.data.typing }) }),
});

builder.subscriptionField('conversationEvents', (t) =>
  t.field({
    type: ConversationEvent,
    description: 'Live events of one of the viewer’s conversations (new, recalled, read and burned messages, typing): what an open chat window shows.',
    authScopes: { loggedIn: true },
    args: { conversationId: t.arg.globalID({ required: true }) },
    subscribe: async (_root, { conversationId }, context) => {
      const viewerId = await context.loaders.viewerId();
      let peerId: number;
      try {
        peerId = await conversationPeer(context, conversationId);
      } catch {
        throw new GraphQLError(bffMessage(context.caller.language, 'id.invalid'), { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return context.pubsub.listen('conversation.event', conversationKey(viewerId, peerId));
    },
    resolve: (event: ViewerEventPayload) => event,
  }),
);

