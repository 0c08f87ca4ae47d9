import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextConnected } from '../support/graphql-session';
import { momentMember, publishThroughBff, type MomentMember } from '../support/moment-members';
import {
  act,
  COMMENT,
  FOLLOW,
  LIKE,
  listeningForNotices,
  markNoticesRead,
  noticeEventsOn,
  noticesOf,
  SETTINGS,
  SETTINGS_UPDATE,
} from '../support/notice-graph';
import { startStack, type Stack } from '../support/stack';

/** A member on a BFF, with their socket's notice events heard. */
type Listening = MomentMember & { events: ReturnType<typeof noticeEventsOn> };

describe('interaction notices through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const member = (nickname: string, language = 'en') => momentMember(stack, nickname, language);

  async function listening(nickname: string): Promise<Listening> {
    const who = await member(nickname);
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = noticeEventsOn(client);
    await connected;
    await listeningForNotices(who, events);
    return { ...who, events };
  }

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('tells the author live of a like and a comment, one group each; a second liker regroups; reading clears', async () => {
    const ana = await listening('Ana');
    const ben = await member('Ben');
    const cleo = await member('Cleo');
    const moment = (await publishThroughBff(stack, ana, { text: 'Sunset' })).momentEdge.node;

    await act(ben, LIKE('momentLike'), { id: moment.id });
    const liked = await ana.events.next();
    expect(liked).toMatchObject({
      __typename: 'NoticeChangedEvent',
      removedNoticeId: null,
      notice: {
        kind: 'LIKE',
        count: 1,
        unread: true,
        actors: [{ id: ben.id, nickname: 'Ben' }],
        moment: { id: moment.id },
      },
      viewer: { unreadNoticeCount: 1, unreadAnnouncementCount: 0 },
    });

    await act(ben, COMMENT, { id: moment.id, text: 'Lovely' });
    const commented = await ana.events.next();
    expect(commented).toMatchObject({
      __typename: 'NoticeChangedEvent',
      notice: { kind: 'COMMENT', count: 1, actors: [{ nickname: 'Ben' }], moment: { id: moment.id } },
      viewer: { unreadNoticeCount: 2 },
    });

    // A second liker joins the like's group: it moves to the top, the badge counts groups, not likes.
    await act(cleo, LIKE('momentLike'), { id: moment.id });
    const regrouped = await ana.events.next();
    expect(regrouped).toMatchObject({
      __typename: 'NoticeChangedEvent',
      notice: { id: liked.notice.id, kind: 'LIKE', count: 2, actors: [{ nickname: 'Cleo' }, { nickname: 'Ben' }] },
      viewer: { unreadNoticeCount: 2 },
    });
    // The same person liking again counts once.
    await act(ben, LIKE('momentUnlike'), { id: moment.id });
    expect((await ana.events.next()).notice).toMatchObject({ id: liked.notice.id, count: 1 });
    await act(ben, LIKE('momentLike'), { id: moment.id });
    expect((await ana.events.next()).notice).toMatchObject({ id: liked.notice.id, count: 2 });

    const list = await noticesOf(ana);
    expect(list.nodes.map((node) => [node.id, node.kind, node.count, node.unread])).toEqual([
      [liked.notice.id, 'LIKE', 2, true],
      [commented.notice.id, 'COMMENT', 1, true],
    ]);
    expect(list.unreadNoticeCount).toBe(list.nodes.filter((node) => node.unread).length);
    expect(list.totalCount).toBe(2);
    // Each group is the viewer's node.
    const node = await ana.session.request(`query($id: ID!) { node(id: $id) { ... on Notice { kind count } } }`, {
      id: liked.notice.id,
    });
    expect(node.data.node).toEqual({ kind: 'LIKE', count: 2 });

    // Reading up to the comment leaves the newer like unread; reading all clears; other tabs hear it.
    const upToComment = await markNoticesRead(ana, commented.notice.id);
    expect(upToComment).toMatchObject({ __typename: 'NoticesMarkReadPayload', viewer: { unreadNoticeCount: 1 } });
    expect(await ana.events.next()).toMatchObject({ __typename: 'NoticesReadEvent', viewer: { unreadNoticeCount: 1 } });
    expect(await markNoticesRead(ana)).toMatchObject({ viewer: { unreadNoticeCount: 0 } });
    expect(await ana.events.next()).toMatchObject({ __typename: 'NoticesReadEvent', viewer: { unreadNoticeCount: 0 } });
    const read = await noticesOf(ana);
    expect(read.unreadNoticeCount).toBe(0);
    expect(read.nodes.every((node) => !node.unread)).toBe(true);

    // Another member's Notice ID, or an ID of another kind, is refused and nothing is read.
    expect((await markNoticesRead(ben, liked.notice.id)).__typename).toBe('NoticeNotFoundError');
    expect(await markNoticesRead(ana, moment.id)).toMatchObject({ __typename: 'ValidationError' });
  });

  it('keeps per-kind settings: who may notify, and push', async () => {
    const dora = await listening('Dora');
    const eli = await member('Eli');
    const settings = (await dora.session.request(SETTINGS)).data.viewer.noticeSettings;
    expect(settings).toContainEqual({ kind: 'LIKE', audience: 'EVERYONE', push: true });
    expect(settings.map((setting: { kind: string }) => setting.kind)).toEqual([
      'FOLLOW',
      'FRIEND',
      'VISIT',
      'LIKE',
      'COMMENT',
      'REPLY',
      'GIFT',
      'MATCH',
    ]);

    const updated = await dora.session.request(SETTINGS_UPDATE, {
      input: { kind: 'LIKE', audience: 'NOBODY', push: false },
    });
    expect(updated.data.noticeSettingsUpdate.viewer.noticeSettings).toContainEqual({
      kind: 'LIKE',
      audience: 'NOBODY',
      push: false,
    });
    // Only push this time: who stays as it was.
    const pushOnly = await dora.session.request(SETTINGS_UPDATE, { input: { kind: 'LIKE', push: true } });
    expect(pushOnly.data.noticeSettingsUpdate.viewer.noticeSettings).toContainEqual({
      kind: 'LIKE',
      audience: 'NOBODY',
      push: true,
    });

    // Nobody may notify her of likes: Eli's like tells her nothing, his follow (heard next) does.
    const moment = (await publishThroughBff(stack, dora, { text: 'Quiet' })).momentEdge.node;
    await act(eli, LIKE('momentLike'), { id: moment.id });
    await act(eli, FOLLOW('userFollow'), { id: dora.id });
    expect(await dora.events.next()).toMatchObject({
      __typename: 'NoticeChangedEvent',
      notice: { kind: 'FOLLOW', actors: [{ nickname: 'Eli' }], moment: null },
      viewer: { unreadNoticeCount: 1 },
    });
    expect((await noticesOf(dora)).nodes.map((node) => node.kind)).toEqual(['FOLLOW']);
  });
});
