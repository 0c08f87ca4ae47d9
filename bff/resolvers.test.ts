import { execute, parse } from 'graphql';
import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { Context } from './core/context';
import { KnownSessions } from './core/known-sessions';
import { createLoaders } from './core/loaders';
import type { Upstream } from './core/upstream';
import { schema } from './schema';
import type { UserInfo } from './user/endpoints';

const member = (id: number, nickname: string): UserInfo => ({
  id,
  account: id + 100_000,
  nickname,
  avatar: null,
  language: 'en',
  spokenLanguages: [],
  region: null,
  gender: 0,
  vipLevel: 0,
  imAccount: `u${id + 100_000}`,
  age: null,
  height: null,
  weight: null,
  occupation: null,
  interest: '',
  signature: null,
});

/**
 * Resolvers against fake upstream areas (no server, no HTTP), the way artsy/metaphysics
 * tests them: the context's `upstream` is the only seam. Counts the calls each one makes.
 */
function contextWith(fakes: { [Area in keyof Upstream]?: Partial<Upstream[Area]> }, token = 'a-token') {
  const calls: string[] = [];
  const upstream = Object.fromEntries(
    Object.entries(fakes).map(([area, methods]) => [
      area,
      Object.fromEntries(
        Object.entries(methods!).map(([name, fn]) => [
          name,
          (...args: unknown[]) => {
            calls.push(`${area}.${name}`);
            return (fn as (...a: unknown[]) => unknown)(...args);
          },
        ]),
      ),
    ]),
  ) as unknown as Upstream;
  const caller = { token, language: 'en' as const, clientIp: '127.0.0.1' };
  const knownSessions = new KnownSessions();
  const context: Context = {
    caller,
    upstream,
    loaders: createLoaders(upstream, caller, knownSessions),
    pubsub: createPubSub() as unknown as Context['pubsub'],
    knownSessions,
    developmentMailboxUrl: null,
    sessionCookie: { set: () => {}, clear: () => {} },
    webOrigin: 'http://127.0.0.1:4000',
  };
  return { context, calls, knownSessions };
}

const run = (context: Context, query: string, variableValues?: Record<string, unknown>) =>
  execute({ schema, document: parse(query), contextValue: context, variableValues });

describe('resolvers over fake upstream areas', () => {
  it('pages the address book with its letters, in one call once the session is known', async () => {
    const friends = [member(2, 'Ben'), member(3, 'Cleo')].map((user) => ({
      friendUserId: user.id,
      friendUserAvatar: null,
      friendUserNickName: user.nickname,
      friendRemarkName: user.id === 3 ? 'Aunt C' : null,
      firstLetter: user.id === 3 ? 'A' : 'B',
      vipLevel: 0,
      imAccount: user.imAccount,
      user,
    }));
    const { context, calls, knownSessions } = contextWith({
      friend: { friends: async () => ({ total: 2, list: friends }) },
    });
    knownSessions.remember('a-token', 1);
    const result = await run(
      context,
      `{ viewer { id friends(first: 5) { totalCount edges { firstLetter remarkName node { nickname } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        id: Buffer.from('Viewer:1').toString('base64'),
        friends: {
          totalCount: 2,
          edges: [
            { firstLetter: 'B', remarkName: null, node: { nickname: 'Ben' } },
            { firstLetter: 'A', remarkName: 'Aunt C', node: { nickname: 'Cleo' } },
          ],
        },
      },
    });
    expect(calls).toEqual(['friend.friends']);
  });

  it('answers a friend event from what it carried, with no upstream call', async () => {
    const { context, calls } = contextWith({});
    const event = {
      type: 'FriendRequestReceivedEvent',
      occurredAt: '2026-11-23T12:00:00.000Z',
      data: { applyId: 7, applicant: member(5, 'Eli') },
      viewer: { id: 1, pendingFriendRequestCount: 3 },
    };
    const result = await execute({
      schema,
      document: parse(
        `subscription { viewerEvents { __typename viewer { pendingFriendRequestCount } ... on FriendRequestReceivedEvent { applicant { nickname } } } }`,
      ),
      contextValue: context,
      rootValue: event, // a subscription field resolves each event as its root
    });
    expect(result.data).toEqual({
      viewerEvents: {
        __typename: 'FriendRequestReceivedEvent',
        viewer: { pendingFriendRequestCount: 3 },
        applicant: { nickname: 'Eli' },
      },
    });
    expect(calls).toEqual([]);
  });

  it('batches the users of one operation into one call', async () => {
    const { context, calls } = contextWith({
      user: { batch: async (ids: readonly number[]) => ids.map((id) => member(id, `M${id}`)) },
    });
    const ids = [11, 12, 13].map((id) => Buffer.from(`User:${id}`).toString('base64'));
    const result = await run(
      context,
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { nickname } } one: node(id: "${ids[0]}") { ... on User { accountNumber } } }`,
      { ids },
    );
    expect(result.data).toEqual({
      nodes: [{ nickname: 'M11' }, { nickname: 'M12' }, { nickname: 'M13' }],
      one: { accountNumber: 100_011 },
    });
    expect(calls).toEqual(['user.batch']);
  });
});

describe('a member by the number in a shared link', () => {
  it('reads an account number and a numeric id as the same member', async () => {
    const { context, calls } = contextWith({
      user: { batch: async (ids: readonly number[]) => ids.map((id) => (id === 7 ? member(7, 'Seven') : null)) },
    });
    const result = await run(
      context,
      `{ byAccount: userByNumber(number: 100007) { nickname } byId: userByNumber(number: 7) { nickname } nobody: userByNumber(number: 100008) { nickname } zero: userByNumber(number: 0) { nickname } }`,
    );
    expect(result.data).toEqual({
      byAccount: { nickname: 'Seven' },
      byId: { nickname: 'Seven' },
      nobody: null,
      zero: null,
    });
    expect(calls).toEqual(['user.batch']);
  });
});

describe('chat over fake upstream areas', () => {
  const message = (id: number, from: number, to: number, msg: string) => ({
    id,
    from,
    to,
    type: 'txt' as const,
    msg,
    url: null,
    width: null,
    height: null,
    burn: false,
    burnState: null,
    custom: null,
    ext: null,
    time: Date.UTC(2026, 10, 23, 12, 0, id),
    read: null,
    language: null,
    translation: null,
  });
  const conversation = (owner: number, peer: number) => ({
    userId: peer,
    user: member(peer, `P${peer}`),
    remarkName: null,
    unread: peer % 3,
    lastMessage: message(peer, peer, owner, `hi ${peer}`),
    lastTime: Date.UTC(2026, 10, 23),
    userType: 1,
  });
  const conversationId = (owner: number, peer: number) =>
    Buffer.from(`Conversation:${owner}.${peer}`).toString('base64');

  it('lists 50 conversations with their peers and last messages in one call', async () => {
    const list = Array.from({ length: 50 }, (_, i) => conversation(1, i + 2));
    const { context, calls, knownSessions } = contextWith({
      chat: { conversations: async () => ({ total: 50, unreadTotal: 7, list }) },
    });
    knownSessions.remember('a-token', 1);
    const result = await run(
      context,
      `{ viewer { conversations(first: 49) { totalCount edges { node { id unreadCount peer { nickname } lastMessage { text isMine sender { nickname } } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const edges = (
      result.data as {
        viewer: {
          conversations: {
            edges: Array<{
              node: { id: string; peer: { nickname: string }; lastMessage: { sender: { nickname: string } } };
            }>;
          };
        };
      }
    ).viewer.conversations.edges;
    expect(edges).toHaveLength(49);
    expect(edges[0].node).toMatchObject({
      id: conversationId(1, 2),
      peer: { nickname: 'P2' },
      lastMessage: { sender: { nickname: 'P2' } },
    });
    expect(calls).toEqual(['chat.conversations']);
  });

  it('opens a conversation by ID only for its owner, without asking upstream for another’s', async () => {
    const { context, calls, knownSessions } = contextWith({
      chat: { conversationsWith: async (ids: readonly number[]) => ids.map((id) => conversation(1, id)) },
    });
    knownSessions.remember('a-token', 1);
    const result = await run(
      context,
      `query($mine: ID!, $theirs: ID!) { mine: node(id: $mine) { ... on Conversation { peer { nickname } } } theirs: node(id: $theirs) { id } }`,
      {
        mine: conversationId(1, 5),
        theirs: conversationId(9, 5),
      },
    );
    expect(result.data).toEqual({ mine: { peer: { nickname: 'P5' } }, theirs: null });
    expect(calls).toEqual(['chat.conversationsWith']);
  });

  it('answers a message event from what it carried, with no upstream call', async () => {
    const { context, calls, knownSessions } = contextWith({});
    knownSessions.remember('a-token', 1);
    const event = {
      type: 'MessageAddedEvent',
      occurredAt: '2026-11-23T12:00:00.000Z',
      data: { message: message(40, 2, 1, 'Hallo [ee_1]'), conversation: { ...conversation(1, 2), ownerId: 1 } },
      viewer: { id: 1, unreadMessageCount: 4 },
    };
    const result = await execute({
      schema,
      document: parse(
        `subscription { viewerEvents { viewer { unreadMessageCount } ... on MessageAddedEvent { conversationId messageEdge { cursor node { text isMine } } conversation { unreadCount peer { nickname } } } } }`,
      ),
      contextValue: context,
      rootValue: event,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewerEvents: {
        viewer: { unreadMessageCount: 4 },
        conversationId: conversationId(1, 2),
        messageEdge: { cursor: '40', node: { text: 'Hallo [ee_1]', isMine: false } },
        conversation: { unreadCount: 2, peer: { nickname: 'P2' } },
      },
    });
    expect(calls).toEqual([]);
  });

  it('refuses a send into another member’s conversation before calling upstream', async () => {
    const { context, calls, knownSessions } = contextWith({ chat: { send: async () => message(1, 1, 5, 'x') } });
    knownSessions.remember('a-token', 1);
    const result = await run(
      context,
      `mutation($id: ID!) { messageSend(input: { conversationId: $id, clientId: "c1", text: "hi" }) { __typename ... on ValidationError { field } } }`,
      { id: conversationId(9, 5) },
    );
    expect(result.data).toEqual({ messageSend: { __typename: 'ValidationError', field: 'conversationId' } });
    expect(calls).toEqual([]);
  });
});
