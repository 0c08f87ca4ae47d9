import { encodeGlobalID } from '@pothos/plugin-relay';
import { CHAT_HISTORY_PAGE, CHAT_HISTORY_PAGE_MAX } from '../constants';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { ValidationError } from '../core/errors';
import { isId } from '../core/events';
import { loadNodes, memberId, parseUpstreamId } from '../core/global-ids';
import { upstreamConnection } from '../core/paging';
import { bffMessage } from '../messages';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type { ConversationInfo, MessageInfo } from './endpoints';

/**
 * One-to-one chat (spec §1 chat, §3 Conversation entry and Message, §4 unread, read receipt,
 * burn-after-read, recall; issue 10). A conversation is one member's side of it: their entry,
 * their copy of the history. Both are private by construction: a Conversation's ID names its
 * owner and resolves for nobody else; a Message loads only for its two members.
 */

declare module '../viewer/types' {
  interface ViewerSource {
    /** What a chat event carried: the viewer's unread messages over all conversations. */
    unreadMessageCount?: number;
  }
}

/** The viewer's side of the conversation with one member. */
export type ConversationSource = ConversationInfo & { ownerId: number };

export const conversationKey = (ownerId: number, peerId: number) => `${ownerId}.${peerId}`;
export const conversationGlobalId = (ownerId: number, peerId: number) =>
  encodeGlobalID('Conversation', conversationKey(ownerId, peerId));

/** The peer named by a conversation key (`owner.peer`) when its owner is the viewer; null otherwise. */
function peerInKey(key: string, viewerId: number | null): number | null {
  const match = /^(\d{1,10})\.(\d{1,10})$/.exec(key);
  const peerId = Number(match?.[2]);
  return match && viewerId !== null && Number(match[1]) === viewerId && isId(peerId) && peerId <= 2_147_483_647
    ? peerId
    : null;
}

/**
 * The peer of a Conversation ID, if it is the viewer's; otherwise the input is invalid (another's looks like no
 * conversation).
 */
export async function conversationPeer(context: Context, globalId: { typename: string; id: string }): Promise<number> {
  const peerId = globalId.typename === 'Conversation' ? peerInKey(globalId.id, await context.loaders.viewerId()) : null;
  if (peerId === null) throw new ValidationError('conversationId', bffMessage(context.caller.language, 'id.invalid'));
  return peerId;
}

const MessageKind = builder.enumType('MessageKind', {
  description:
    'Spec §3 message types the member sees: text, image, and custom (gifts, red packets and paid unlocks, filled by later features).',
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
  description:
    'A photo in a message. `url` is signed for the viewer and expires; null for a burn-after-read photo’s recipient (ask burnPhotoView), and for its sender once it was viewed.',
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
    reference: t.string({
      nullable: true,
      description: 'The custom message’s `id`.',
      resolve: (custom) => (custom.id == null ? null : String(custom.id)),
    }),
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
    text: t.string({
      nullable: true,
      description: 'A text message’s text (emoji as [ee_N] codes and Unicode), at most 1000 characters.',
      resolve: (message) => (message.type === 'txt' ? message.msg : null),
    }),
    image: t.field({
      type: MessageImage,
      nullable: true,
      resolve: (message) => (message.type === 'img' ? message : null),
    }),
    custom: t.field({
      type: MessageCustom,
      nullable: true,
      resolve: (message) => (message.type === 'custom' ? message.custom : null),
    }),
    burnAfterReading: t.boolean({
      description: 'A photo its recipient may see once, for a few seconds.',
      resolve: (message) => message.burn,
    }),
    burnState: t.field({
      type: BurnState,
      nullable: true,
      description: 'A burn-after-read photo’s state, for both its members; null for other messages.',
      resolve: (message) => message.burnState,
    }),
    sentAt: t.string({ resolve: (message) => new Date(message.time).toISOString() }),
    isMine: t.boolean({
      description: 'Whether the viewer sent it.',
      resolve: async (message, _args, context) => message.from === (await context.loaders.viewerId()),
    }),
    sender: t.field({
      type: User,
      nullable: true,
      resolve: (message, _args, context) => context.loaders.users.load(message.from),
    }),
    clientId: t.string({
      nullable: true,
      description: 'The id the viewer’s client gave it when sending (the viewer’s own messages only).',
      resolve: (message) => message.clientId ?? null,
    }),
    readByPeer: t.boolean({
      nullable: true,
      description:
        'Whether the other member has read it: only for the viewer’s own messages, and only when the viewer is SVIP (spec §6).',
      resolve: (message) => message.read,
    }),
  }),
});

export const MessageEdge = builder.edgeObject({ type: Message, name: 'MessageEdge' });
const MessageConnection = builder.connectionObject({ type: Message, name: 'MessageConnection' }, MessageEdge);
export const messageEdge = (message: MessageInfo) => ({ cursor: String(message.id), node: message });

export const Conversation = builder.loadableNode('Conversation', {
  description: 'The viewer’s side of a one-to-one conversation: their entry in the list and their copy of the history.',
  id: {
    resolve: (conversation: ConversationSource) => conversationKey(conversation.ownerId, conversation.userId),
    parse: (id) => id,
  },
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
    peer: t.field({
      type: User,
      description: 'The other member, as the viewer sees them.',
      resolve: (conversation) => conversation.user,
    }),
    remarkName: t.string({
      nullable: true,
      description: 'The viewer’s remark name for the peer: show it instead of the nickname.',
      resolve: (conversation) => conversation.remarkName,
    }),
    unreadCount: t.int({ resolve: (conversation) => conversation.unread }),
    lastMessage: t.field({ type: Message, nullable: true, resolve: (conversation) => conversation.lastMessage }),
    lastMessageAt: t.string({
      nullable: true,
      resolve: (conversation) => (conversation.lastTime == null ? null : new Date(conversation.lastTime).toISOString()),
    }),
    isCustomerService: t.boolean({
      description: 'The customer-service account’s conversation, pinned first.',
      resolve: (conversation) => conversation.userType === 2,
    }),
    messages: t.connection(
      {
        type: Message,
        description:
          'The viewer’s copy of the history, oldest first; page backwards (`last`, `before`) for older messages, 20 at a time.',
        resolve: async (conversation, args, context) => {
          const size = Math.min(Math.max(args.last ?? args.first ?? CHAT_HISTORY_PAGE, 1), CHAT_HISTORY_PAGE_MAX);
          const before = args.before && /^\d{1,10}$/.test(args.before) ? Number(args.before) : undefined;
          const page = await context.upstream.chat.history(conversation.userId, size, before);
          const edges = page.list.slice().reverse().map(messageEdge);
          return {
            edges,
            pageInfo: {
              hasPreviousPage: page.hasMore,
              hasNextPage: false,
              startCursor: edges[0]?.cursor ?? null,
              endCursor: edges.at(-1)?.cursor ?? null,
            },
          };
        },
      },
      MessageConnection,
    ),
  }),
});

export const conversationOf = (ownerId: number, conversation: ConversationInfo): ConversationSource => ({
  ...conversation,
  ownerId,
});

builder.objectFields(Viewer, (t) => ({
  conversations: t.connection(
    {
      type: Conversation,
      description: 'The viewer’s conversations: customer service first, then the latest activity first.',
      resolve: (viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.chat.conversations(page),
          (list) =>
            list.map((conversation) =>
              conversationOf(viewer.id, { ...conversation, user: context.loaders.primeUsers([conversation.user])[0] }),
            ),
        ),
    },
    {
      name: 'ViewerConversationsConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }),
      }),
    },
  ),
  conversationWith: t.field({
    type: Conversation,
    nullable: true,
    description:
      'The viewer’s conversation with a member (empty before the first message); null when the viewer may not reach them.',
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
