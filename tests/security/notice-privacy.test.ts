import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, type GraphQLResponse, nextConnected } from '../support/graphql-session';
import { momentMember, publishThroughBff, type MomentMember } from '../support/moment-members';
import {
  act,
  ANNOUNCEMENT_PUBLISH,
  ANNOUNCEMENTS,
  LIKE,
  listeningForNotices,
  MAINTENANCE,
  MAINTENANCE_SET,
  markNoticesRead,
  MUTE,
  MUTED,
  noticeEventsOn,
  noticesOf,
  UNMUTE,
} from '../support/notice-graph';
import { startStack, type Stack } from '../support/stack';

/** A query or mutation over the socket: its one answer. */
function overSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
  return new Promise((resolve) =>
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as GraphQLResponse),
        error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
        complete: () => {},
      },
    ),
  );
}

/** Every way to reach a notice by its ID. */
const BY_ID = `query($id: ID!) {
  node(id: $id) { id ... on Notice { kind count actors { id } moment { id } } }
  nodes(ids: [$id]) { id } }`;

/**
 * Issue 23: a member's notices (the groups, who acted, the badge) are theirs alone, by every
 * path (`node(id:)`, a mutation, the subscription), over HTTP and the socket; a notice's moment
 * follows the moment's own rule; staff's writes are for admins only.
 */
describe('notices are private to their member', () => {
  let stack: Stack;
  const sockets: Client[] = [];

  const listening = async (who: MomentMember) => {
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = noticeEventsOn(client);
    await connected;
    await listeningForNotices(who, events);
    return { client, events };
  };

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('answers null for another member’s Notice over HTTP and the socket, and tells nobody else of it', async () => {
    const ana = await momentMember(stack, 'Ana');
    const ben = await momentMember(stack, 'Ben');
    const cleo = await momentMember(stack, 'Cleo');
    const anaSocket = await listening(ana);
    const cleoSocket = await listening(cleo);
    const moment = (await publishThroughBff(stack, ana, { text: 'Mine' })).momentEdge.node;
    await act(ben, LIKE('momentLike'), { id: moment.id });
    const notice = (await anaSocket.events.next()).notice;
    expect(notice).toMatchObject({ kind: 'LIKE', actors: [{ id: ben.id }] });

    // Ana reads her own; Cleo and Ben (who caused it) read nothing, over either transport.
    expect((await ana.session.request(BY_ID, { id: notice.id })).data).toMatchObject({
      node: { id: notice.id, kind: 'LIKE' },
      nodes: [{ id: notice.id }],
    });
    for (const other of [cleo, ben]) {
      expect((await other.session.request(BY_ID, { id: notice.id })).data).toEqual({ node: null, nodes: [null] });
      const client = other === cleo ? cleoSocket.client : (await listening(ben)).client;
      expect((await overSocket(client, BY_ID, { id: notice.id })).data).toEqual({ node: null, nodes: [null] });
      // Nor may they mark it read, and Ana's badge is untouched.
      expect((await markNoticesRead(other, notice.id)).__typename).toBe('NoticeNotFoundError');
    }
    expect((await noticesOf(ana)).unreadNoticeCount).toBe(1);
    expect((await noticesOf(cleo)).nodes).toEqual([]);

    // Cleo's socket heard nothing of Ana's: the next thing it hears is her own read.
    await markNoticesRead(cleo);
    expect(await cleoSocket.events.next()).toMatchObject({ __typename: 'NoticesReadEvent' });
  });

  it('keeps whom a member muted to them: nobody else reads or undoes it, the muted member hears nothing', async () => {
    const dana = await momentMember(stack, 'Dana');
    const eve = await momentMember(stack, 'Eve');
    const finn = await momentMember(stack, 'Finn');
    const eveSocket = await listening(eve);
    const finnSocket = await listening(finn);
    const moment = (await publishThroughBff(stack, dana, { text: 'Hills' })).momentEdge.node;
    expect((await dana.session.request(MUTE, { id: eve.id })).data.noticeMemberMute.__typename).toBe(
      'NoticeMemberMutePayload',
    );
    // The list is on the viewer alone: Eve and Finn see their own (empty), over HTTP and the socket.
    for (const [other, socket] of [
      [eve, eveSocket],
      [finn, finnSocket],
    ] as const) {
      expect((await other.session.request(MUTED)).data.viewer.noticeMutedMembers.totalCount).toBe(0);
      expect((await overSocket(socket.client, MUTED, {})).data?.viewer.noticeMutedMembers.totalCount).toBe(0);
      // Unmuting Eve from another account changes only that account's own (empty) mutes.
      const undo = (await overSocket(socket.client, UNMUTE, { id: eve.id })).data?.noticeMemberUnmute.__typename;
      expect(undo).toBe(other === eve ? 'MuteSelfError' : 'NoticeMemberUnmutePayload');
    }
    expect((await dana.session.request(MUTED)).data.viewer.noticeMutedMembers.edges).toEqual([
      { node: { id: eve.id, nickname: 'Eve' } },
    ]);
    // Eve's like still tells Dana nothing; no socket hears of the mute.
    await act(eve, LIKE('momentLike'), { id: moment.id });
    expect((await noticesOf(dana)).nodes).toEqual([]);
    await markNoticesRead(eve);
    expect(await eveSocket.events.next()).toMatchObject({ __typename: 'NoticesReadEvent' });
    // Without a session nothing is read.
    const visitor = await new GraphQLSession(stack.bffUrl).request(MUTED);
    expect(visitor.data?.viewer ?? null).toBeNull();
  });

  it('gives a notice’s moment only while the viewer may still see it', async () => {
    const ana = await momentMember(stack, 'Ana');
    const ben = await momentMember(stack, 'Ben');
    const cleo = await momentMember(stack, 'Cleo');
    const benSocket = await listening(ben);
    const moment = (await publishThroughBff(stack, ana, { text: 'Ana’s' })).momentEdge.node;
    const comment = await act(
      ben,
      `mutation($id: ID!) { momentCommentAdd(input: { momentId: $id, text: "Mine" }) { __typename
        ... on MomentCommentAddPayload { commentEdge { node { id } } } } }`,
      { id: moment.id },
    );
    await act(
      cleo,
      `mutation($id: ID!, $to: ID!) { momentCommentAdd(input: { momentId: $id, text: "Reply", replyToCommentId: $to }) {
        __typename } }`,
      { id: moment.id, to: (comment as unknown as { commentEdge: { node: { id: string } } }).commentEdge.node.id },
    );
    const reply = (await benSocket.events.next()).notice;
    expect(reply).toMatchObject({ kind: 'REPLY', actors: [{ id: cleo.id }], moment: { id: moment.id } });

    // Ana blocks Ben: her moment is out of his sight, so his notice no longer leads to it.
    await act(ana, `mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename } }`, { id: ben.id });
    const after = await ben.session.request(BY_ID, { id: reply.id });
    expect(after.data.node).toMatchObject({ id: reply.id, kind: 'REPLY', moment: null });
    expect((await noticesOf(ben)).nodes).toMatchObject([{ id: reply.id, moment: null }]);
  });

  it('refuses staff’s writes to members, changing nothing', async () => {
    const dan = await momentMember(stack, 'Dan');
    const texts = [{ language: 'en', title: 'Free coins', body: 'Not really' }];
    const publish = await dan.session.request(ANNOUNCEMENT_PUBLISH, { input: { texts, pinned: true } });
    expect(publish.data.announcementPublish).toMatchObject({ __typename: 'ForbiddenError' });
    const window = {
      texts: [{ language: 'en', message: 'Down' }],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    expect((await dan.session.request(MAINTENANCE_SET, { input: window })).data.maintenanceSet).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect((await dan.session.request(MAINTENANCE_SET, { input: { clear: true } })).data.maintenanceSet).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect((await dan.session.request(ANNOUNCEMENTS)).data.viewer).toMatchObject({
      unreadAnnouncementCount: 0,
      announcements: { totalCount: 0 },
    });
    expect((await dan.session.request(MAINTENANCE)).data.maintenance).toBeNull();
  });
});
