import { createECDH, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../../bff/server';
import { pushSubscriptions } from '../../upstream/db/schema';
import { GraphQLSession, nextConnected } from '../support/graphql-session';
import { distantMemberIds } from '../support/match-graph';
import { momentMember, publishThroughBff, type MomentMember } from '../support/moment-members';
import {
  act,
  ANNOUNCEMENT_PUBLISH,
  ANNOUNCEMENTS,
  COMMENT,
  FOLLOW,
  LIKE,
  listeningForNotices,
  MAINTENANCE,
  MAINTENANCE_SET,
  markNoticesRead,
  MUTE,
  MUTED,
  noticeEventsOn,
  noticesOf,
  SETTINGS,
  SETTINGS_UPDATE,
  UNMUTE,
} from '../support/notice-graph';
import { staffThroughGraph } from '../support/staff';
import { startStack, TEST_WEBHOOK_SECRET, type Stack } from '../support/stack';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An admin, their session past the second factor. */
async function makeAdmin(stack: Stack, who: MomentMember) {
  await staffThroughGraph(stack, who, 'admin');
}

const texts = (title: string) => [
  { language: 'en', title: `${title} (en)`, body: 'Hello' },
  { language: 'es', title: `${title} (es)`, body: 'Hola' },
];

/** A member on a BFF, with their socket's notice events heard. */
type Listening = MomentMember & { events: ReturnType<typeof noticeEventsOn> };

describe('interaction notices through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const member = (nickname: string, language = 'en') => momentMember(stack, nickname, language);

  async function listening(nickname: string, language = 'en'): Promise<Listening> {
    const who = await member(nickname, language);
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

  it('mutes a member: their notices leave the list (in every tab), nothing new comes; unmuting lets them in', async () => {
    const fay = await listening('Fay');
    const gus = await member('Gus');
    const hal = await member('Hal');
    const moment = (await publishThroughBff(stack, fay, { text: 'Lake' })).momentEdge.node;
    await act(gus, LIKE('momentLike'), { id: moment.id });
    const liked = (await fay.events.next()).notice;
    await act(hal, LIKE('momentLike'), { id: moment.id });
    await fay.events.next();
    await act(gus, FOLLOW('userFollow'), { id: fay.id });
    const followed = (await fay.events.next()).notice;

    const muted = (await fay.session.request(MUTE, { id: gus.id })).data.noticeMemberMute;
    expect(muted).toMatchObject({
      __typename: 'NoticeMemberMutePayload',
      removedNoticeIds: [followed.id],
      notices: [{ id: liked.id, count: 1, actors: [{ nickname: 'Hal' }] }],
      viewer: { unreadNoticeCount: 1 },
    });
    // Fay's other tabs hear both changes.
    const heard = [await fay.events.next(), await fay.events.next()];
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ removedNoticeId: followed.id }),
        expect.objectContaining({ notice: expect.objectContaining({ id: liked.id, count: 1 }) }),
      ]),
    );
    expect((await fay.session.request(MUTED)).data.viewer.noticeMutedMembers).toEqual({
      totalCount: 1,
      edges: [{ node: { id: gus.id, nickname: 'Gus' } }],
    });
    // Gus's comment tells Fay nothing; Hal's does.
    await act(gus, COMMENT, { id: moment.id, text: 'Hi' });
    await act(hal, COMMENT, { id: moment.id, text: 'Hello' });
    expect((await fay.events.next()).notice).toMatchObject({ kind: 'COMMENT', actors: [{ nickname: 'Hal' }] });
    expect((await noticesOf(fay)).nodes.map((node) => [node.kind, node.count])).toEqual([
      ['COMMENT', 1],
      ['LIKE', 1],
    ]);
    // Oneself is refused in the member's language; an unknown member too.
    expect((await fay.session.request(MUTE, { id: fay.id })).data.noticeMemberMute.__typename).toBe('MuteSelfError');
    expect((await fay.session.request(MUTE, { id: moment.id })).data.noticeMemberMute.__typename).toBe(
      'ValidationError',
    );
    const unmuted = (await fay.session.request(UNMUTE, { id: gus.id })).data.noticeMemberUnmute;
    expect(unmuted.__typename).toBe('NoticeMemberUnmutePayload');
    expect((await fay.session.request(MUTED)).data.viewer.noticeMutedMembers.totalCount).toBe(0);
    await act(gus, FOLLOW('userUnfollow'), { id: fay.id });
    await act(gus, FOLLOW('userFollow'), { id: fay.id });
    expect((await fay.events.next()).notice).toMatchObject({ kind: 'FOLLOW', actors: [{ nickname: 'Gus' }] });
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
      'SHOP_GIFT',
      'REPORT_OUTCOME',
      'MODERATION_WARNING',
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

  it('gives the push key to anyone, and keeps and drops a browser’s push subscription', async () => {
    const visitor = new GraphQLSession(stack.bffUrl);
    const key = (await visitor.request(`{ pushPublicKey }`)).data.pushPublicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const fen = await member('Fen');
    const rows = () =>
      stack.upstream.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, fen.upstreamId));
    const endpoint = `http://127.0.0.1:9/push/${crypto.randomUUID()}`;
    const SUBSCRIBE = `mutation($input: PushSubscribeInput!) { pushSubscribe(input: $input) { __typename
      ... on PushSubscribePayload { viewer { user { id } } } ... on ValidationError { field message } } }`;
    const keys = {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    // Keys that are not a browser's are refused by their field, and nothing is kept.
    const bad = await fen.session.request(SUBSCRIBE, { input: { endpoint, p256dh: 'short', auth: keys.auth } });
    expect(bad.data.pushSubscribe).toMatchObject({ __typename: 'ValidationError', field: 'p256dh' });
    expect(await rows()).toEqual([]);
    const subscribed = await fen.session.request(SUBSCRIBE, { input: { endpoint, ...keys } });
    expect(subscribed.data.pushSubscribe).toEqual({
      __typename: 'PushSubscribePayload',
      viewer: { user: { id: fen.id } },
    });
    expect(await rows()).toEqual([{ endpoint }]);
    const unsubscribed = await fen.session.request(
      `mutation($endpoint: String!) { pushUnsubscribe(input: { endpoint: $endpoint }) { __typename } }`,
      { endpoint },
    );
    expect(unsubscribed.data.pushUnsubscribe.__typename).toBe('PushUnsubscribePayload');
    expect(await rows()).toEqual([]);
  });
});

describe('announcements and maintenance through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const member = (nickname: string, language = 'en') => momentMember(stack, nickname, language);

  async function listening(nickname: string, language = 'en'): Promise<Listening> {
    const who = await member(nickname, language);
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

  it('publishes an announcement to every subscriber in their language (else English); pinned first; read per member', async () => {
    const admin = await member('Staff');
    await makeAdmin(stack, admin);
    const fay = await listening('Fay', 'en');
    const gus = await listening('Gus', 'es');
    const hana = await listening('Hana', 'ja');
    const ivo = await member('Ivo');

    // A member is refused, and nothing is published.
    const refused = await ivo.session.request(ANNOUNCEMENT_PUBLISH, { input: { texts: texts('Nope') } });
    expect(refused.data.announcementPublish).toMatchObject({ __typename: 'ForbiddenError' });
    expect(refused.data.announcementPublish.message).toBeTruthy();

    const pinned = await admin.session.request(ANNOUNCEMENT_PUBLISH, {
      input: { texts: texts('Welcome'), pinned: true },
    });
    expect(pinned.data.announcementPublish.__typename).toBe('AnnouncementPublishPayload');
    const heard = await Promise.all([fay, gus, hana].map((who) => who.events.next()));
    expect(heard.map((event) => [event.__typename, event.announcement.title, event.announcement.language])).toEqual([
      ['AnnouncementPublishedEvent', 'Welcome (en)', 'en'],
      ['AnnouncementPublishedEvent', 'Welcome (es)', 'es'],
      ['AnnouncementPublishedEvent', 'Welcome (en)', 'en'],
    ]);
    expect(heard[0].announcement).toMatchObject({
      id: pinned.data.announcementPublish.announcementId,
      pinned: true,
      unread: true,
      body: 'Hello',
    });
    await admin.session.request(ANNOUNCEMENT_PUBLISH, { input: { texts: texts('Tips') } });
    expect((await gus.events.next()).announcement.title).toBe('Tips (es)');

    // A scheduled one stays out of sight.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await admin.session.request(ANNOUNCEMENT_PUBLISH, { input: { texts: texts('Later'), publishAt: later } });

    const list = (await gus.session.request(ANNOUNCEMENTS)).data.viewer;
    expect(list.unreadAnnouncementCount).toBe(2);
    expect(list.announcements.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Welcome (es)',
      'Tips (es)',
    ]);
    const read = await gus.session.request(
      `mutation($id: ID!) { announcementMarkRead(input: { announcementId: $id }) { __typename
        ... on AnnouncementMarkReadPayload { viewer { unreadAnnouncementCount } } } }`,
      { id: pinned.data.announcementPublish.announcementId },
    );
    expect(read.data.announcementMarkRead.viewer.unreadAnnouncementCount).toBe(1);
    expect(await gus.events.next()).toMatchObject({
      __typename: 'NoticesReadEvent',
      viewer: { unreadAnnouncementCount: 1 },
    });
    // Per member: Fay's are still unread; the node reads in the viewer's language.
    expect((await fay.session.request(ANNOUNCEMENTS)).data.viewer.unreadAnnouncementCount).toBe(2);
    const node = await hana.session.request(
      `query($id: ID!) { node(id: $id) { ... on Announcement { title language } } }`,
      {
        id: pinned.data.announcementPublish.announcementId,
      },
    );
    expect(node.data.node).toEqual({ title: 'Welcome (en)', language: 'en' });
  });

  it('shows maintenance to visitors, tells every subscriber live, and answers writes during the window with the maintenance error', async () => {
    const admin = await member('Boss');
    await makeAdmin(stack, admin);
    const jo = await listening('Jo', 'es');
    const kai = await member('Kai');
    const visitor = new GraphQLSession(stack.bffUrl, 'es');
    expect((await visitor.request(MAINTENANCE)).data.maintenance).toBeNull();

    const window = (startsAt: number, endsAt: number) => ({
      texts: [
        { language: 'en', message: 'Upgrading the database' },
        { language: 'es', message: 'Actualizando la base de datos' },
      ],
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    });
    // A member may not set one.
    const refused = await kai.session.request(MAINTENANCE_SET, { input: window(Date.now(), Date.now() + 60_000) });
    expect(refused.data.maintenanceSet.__typename).toBe('ForbiddenError');
    expect((await visitor.request(MAINTENANCE)).data.maintenance).toBeNull();

    const soon = window(Date.now() + 3_600_000, Date.now() + 7_200_000);
    const set = await admin.session.request(MAINTENANCE_SET, { input: soon });
    expect(set.data.maintenanceSet).toMatchObject({
      __typename: 'MaintenanceSetPayload',
      maintenance: { message: 'Upgrading the database', active: false },
    });
    expect(await jo.events.next()).toMatchObject({
      __typename: 'MaintenanceChangedEvent',
      maintenance: {
        message: 'Actualizando la base de datos',
        startsAt: soon.startsAt,
        endsAt: soon.endsAt,
        active: false,
      },
    });
    expect((await visitor.request(MAINTENANCE)).data.maintenance).toEqual({
      message: 'Actualizando la base de datos',
      startsAt: soon.startsAt,
      endsAt: soon.endsAt,
      active: false,
    });

    const now = window(Date.now() - 60_000, Date.now() + 3_600_000);
    try {
      await admin.session.request(MAINTENANCE_SET, { input: now });
      expect((await jo.events.next()).maintenance).toMatchObject({ active: true, endsAt: now.endsAt });
      // A mutation that lists it answers MaintenanceError; any other, a GraphQL error with the code and the end.
      const marked = await markNoticesRead(kai);
      expect(marked).toMatchObject({ __typename: 'MaintenanceError', endsAt: now.endsAt });
      expect(marked.message).toBeTruthy();
      const follow = await kai.session.request(FOLLOW('userFollow'), { id: jo.id });
      expect(follow.data).toBeNull();
      expect(follow.errors?.[0].extensions).toMatchObject({ code: 'MAINTENANCE', endsAt: now.endsAt });
      expect(follow.errors?.[0].message).toBeTruthy();
      // Reads go on; nothing was followed.
      const followers = await jo.session.request(`{ viewer { user { id } } }`);
      expect(followers.data.viewer.user.id).toBe(jo.id);
      expect((await noticesOf(jo)).nodes).toEqual([]);
    } finally {
      const cleared = await admin.session.request(MAINTENANCE_SET, { input: { clear: true } });
      expect(cleared.data.maintenanceSet).toMatchObject({ __typename: 'MaintenanceSetPayload', maintenance: null });
    }
    expect(await jo.events.next()).toMatchObject({ __typename: 'MaintenanceChangedEvent', maintenance: null });
    expect((await visitor.request(MAINTENANCE)).data.maintenance).toBeNull();
    await act(kai, FOLLOW('userFollow'), { id: jo.id });
    expect((await jo.events.next()).notice).toMatchObject({ kind: 'FOLLOW', actors: [{ nickname: 'Kai' }] });
  });
});

describe('notices across two BFF instances on Redis', () => {
  let stack: Stack; // upstream + BFF A (the one upstream's webhooks reach)
  let bffB: Bff;
  let bffBUrl: string;
  const sockets: Client[] = [];

  beforeAll(async () => {
    stack = await startStack({ redisUrl: REDIS_URL });
    await distantMemberIds(stack);
    bffB = buildBff({
      port: 0,
      upstreamUrl: stack.upstreamUrl,
      webhookSecret: TEST_WEBHOOK_SECRET,
      redisUrl: REDIS_URL,
      production: false,
    });
    bffBUrl = await bffB.start();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await bffB?.stop();
    await stack?.stop();
  });

  it('tells a member on the other instance of a like, and every member there of an announcement', async () => {
    const onB = await momentMember(stack, 'Bea');
    onB.session = Object.assign(new GraphQLSession(bffBUrl), { cookie: onB.session.cookie });
    const client = onB.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = noticeEventsOn(client);
    await connected;
    await listeningForNotices(onB, events);

    const abe = await momentMember(stack, 'Abe');
    const moment = (await publishThroughBff(stack, onB, { text: 'Over there' })).momentEdge.node;
    await act(abe, LIKE('momentLike'), { id: moment.id });
    expect(await events.next()).toMatchObject({
      __typename: 'NoticeChangedEvent',
      notice: { kind: 'LIKE', actors: [{ id: abe.id }] },
      viewer: { unreadNoticeCount: 1 },
    });

    await makeAdmin(stack, abe);
    await act(abe, ANNOUNCEMENT_PUBLISH, { input: { texts: texts('Everywhere') } });
    expect(await events.next()).toMatchObject({
      __typename: 'AnnouncementPublishedEvent',
      announcement: { title: 'Everywhere (en)' },
    });
  });
});
