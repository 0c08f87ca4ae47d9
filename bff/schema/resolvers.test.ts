import { execute, parse } from 'graphql';
import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { Context } from '../context';
import { KnownSessions } from '../known-sessions';
import { Loaders, type Upstream } from '../upstream/loaders';
import type { UserInfo } from '../upstream/types';
import { schema } from './index';

const member = (id: number, nickname: string): UserInfo => ({
  id,
  account: id + 100_000,
  nickname,
  avatar: null,
  language: 'en',
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
      Object.fromEntries(Object.entries(methods!).map(([name, fn]) => [name, (...args: unknown[]) => (calls.push(`${area}.${name}`), (fn as (...a: unknown[]) => unknown)(...args))])),
    ]),
  ) as unknown as Upstream;
  const caller = { token, language: 'en' as const, clientIp: '127.0.0.1' };
  const knownSessions = new KnownSessions();
  const context: Context = {
    caller,
    upstream,
    loaders: new Loaders(upstream, caller, knownSessions),
    pubsub: createPubSub() as unknown as Context['pubsub'],
    knownSessions,
    developmentMailboxUrl: null,
    sessionCookie: { set: () => {}, clear: () => {} },
  };
  return { context, calls, knownSessions };
}

const run = (context: Context, query: string, variableValues?: Record<string, unknown>) => execute({ schema, document: parse(query), contextValue: context, variableValues });

describe('resolvers over fake upstream areas', () => {
  it('pages the address book with its letters, in one call once the session is known', async () => {
    const friends = [member(2, 'Ben'), member(3, 'Cleo')].map((user) => ({ friendUserId: user.id, friendUserAvatar: null, friendUserNickName: user.nickname, friendRemarkName: user.id === 3 ? 'Aunt C' : null, firstLetter: user.id === 3 ? 'A' : 'B', vipLevel: 0, imAccount: user.imAccount, user }));
    const { context, calls, knownSessions } = contextWith({ friend: { friends: async () => ({ total: 2, list: friends }) } });
    knownSessions.remember('a-token', 1);
    const result = await run(context, `{ viewer { id friends(first: 5) { totalCount edges { firstLetter remarkName node { nickname } } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        id: Buffer.from('Viewer:1').toString('base64'),
        friends: { totalCount: 2, edges: [{ firstLetter: 'B', remarkName: null, node: { nickname: 'Ben' } }, { firstLetter: 'A', remarkName: 'Aunt C', node: { nickname: 'Cleo' } }] },
      },
    });
    expect(calls).toEqual(['friend.friends']);
  });

  it('answers a friend event from what it carried, with no upstream call', async () => {
    const { context, calls } = contextWith({});
    const event = { type: 'FriendRequestReceivedEvent', occurredAt: '2026-11-23T12:00:00.000Z', data: { applyId: 7, applicant: member(5, 'Eli') }, viewer: { id: 1, pendingFriendRequestCount: 3 } };
    const result = await execute({
      schema,
      document: parse(`subscription { viewerEvents { __typename viewer { pendingFriendRequestCount } ... on FriendRequestReceivedEvent { applicant { nickname } } } }`),
      contextValue: context,
      rootValue: event, // a subscription field resolves each event as its root
    });
    expect(result.data).toEqual({ viewerEvents: { __typename: 'FriendRequestReceivedEvent', viewer: { pendingFriendRequestCount: 3 }, applicant: { nickname: 'Eli' } } });
    expect(calls).toEqual([]);
  });

  it('batches the users of one operation into one call', async () => {
    const { context, calls } = contextWith({ social: { batch: async (ids: readonly number[]) => ids.map((id) => member(id, `M${id}`)) } });
    const ids = [11, 12, 13].map((id) => Buffer.from(`User:${id}`).toString('base64'));
    const result = await run(context, `query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { nickname } } one: node(id: "${ids[0]}") { ... on User { accountNumber } } }`, { ids });
    expect(result.data).toEqual({ nodes: [{ nickname: 'M11' }, { nickname: 'M12' }, { nickname: 'M13' }], one: { accountNumber: 100_011 } });
    expect(calls).toEqual(['social.batch']);
  });
});

describe('a member by the number in a shared link', () => {
  it('reads an account number and a numeric id as the same member', async () => {
    const { context, calls } = contextWith({ social: { batch: async (ids: readonly number[]) => ids.map((id) => (id === 7 ? member(7, 'Seven') : null)) } });
    const result = await run(context, `{ byAccount: userByNumber(number: 100007) { nickname } byId: userByNumber(number: 7) { nickname } nobody: userByNumber(number: 100008) { nickname } zero: userByNumber(number: 0) { nickname } }`);
    expect(result.data).toEqual({ byAccount: { nickname: 'Seven' }, byId: { nickname: 'Seven' }, nobody: null, zero: null });
    expect(calls).toEqual(['social.batch']);
  });
});
