import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextConnected, subscribe } from '../support/graphql-session';
import { momentMember, type MomentMember } from '../support/moment-members';
import { ANNOUNCEMENTS, listeningForNotices, noticeEventsOn } from '../support/notice-graph';
import { staffThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const STAFF_ANNOUNCEMENT = `id state version pinned publishAt authorName withdrawnAt texts { language title body }`;
const DESK = `query($after: String) { viewer { staffAnnouncements(first: 2, after: $after) { totalCount
  pageInfo { hasNextPage endCursor } edges { node { ${STAFF_ANNOUNCEMENT} } } } } }`;
const PUBLISH = `mutation($input: AnnouncementPublishInput!) { announcementPublish(input: $input) { __typename
  ... on AnnouncementPublishPayload { announcementId staffAnnouncement { ${STAFF_ANNOUNCEMENT} } }
  ... on Error { message } } }`;
const UPDATE = `mutation($input: AnnouncementUpdateInput!) { announcementUpdate(input: $input) { __typename
  ... on StaffAnnouncementPayload { announcement { ${STAFF_ANNOUNCEMENT} } }
  ... on UpdateConflictError { message version } ... on ValidationError { field message } ... on Error { message } } }`;
const WITHDRAW = `mutation($input: AnnouncementWithdrawInput!) { announcementWithdraw(input: $input) { __typename
  ... on StaffAnnouncementPayload { announcement { ${STAFF_ANNOUNCEMENT} } } ... on Error { message } } }`;
const MAINTENANCE_DESK = `{ viewer { maintenanceDesk { window { texts { language message } startsAt endsAt active } } } }`;
const WITHDRAWN_EVENTS = `subscription { viewerEvents { __typename
  ... on AnnouncementWithdrawnEvent { withdrawnAnnouncementId viewer { unreadAnnouncementCount } } } }`;

/**
 * The admins' announcement desk through the graph: the list in every state with every language, an edit at the
 * version read (a stale one is the moderation queue's UpdateConflictError), and a withdrawal that members' open apps
 * hear at once, with their unread count afresh.
 */
describe('the announcement desk through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('lists, edits at a version and withdraws; members’ open apps drop the withdrawn one and recount', async () => {
    const admin = await momentMember(stack, 'Boss');
    await staffThroughGraph(stack, admin, 'admin');
    const lea: MomentMember = await momentMember(stack, 'Lea', 'de');
    const client = lea.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const notices = noticeEventsOn(client);
    const withdrawals = subscribe(client, WITHDRAWN_EVENTS);
    await connected;
    await listeningForNotices(lea, notices);

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (
      await admin.session.request(PUBLISH, {
        input: {
          texts: [
            { language: 'en', title: 'Soon', body: 'Hello' },
            { language: 'de', title: 'Bald', body: 'Hallo' },
          ],
          publishAt: later,
        },
      })
    ).data.announcementPublish;
    expect(scheduled.staffAnnouncement).toMatchObject({
      state: 'SCHEDULED',
      version: 1,
      authorName: 'Boss',
      texts: [
        { language: 'en', title: 'Soon', body: 'Hello' },
        { language: 'de', title: 'Bald', body: 'Hallo' },
      ],
    });
    const id = scheduled.staffAnnouncement.id as string;
    for (const title of ['One', 'Two'])
      await admin.session.request(PUBLISH, { input: { texts: [{ language: 'en', title, body: 'x' }] } });
    // Newest first, two a page.
    const first = (await admin.session.request(DESK)).data.viewer.staffAnnouncements;
    expect(first.totalCount).toBeGreaterThanOrEqual(3);
    expect(first.edges[0].node.id).toBe(id);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin.session.request(DESK, { after: first.pageInfo.endCursor })).data.viewer;
    expect(second.staffAnnouncements.edges.length).toBeGreaterThan(0);

    // An edit at version 1 passes; a second at version 1 is a conflict, nothing changed.
    const edit = { announcementId: id, version: 1, pinned: true };
    const edited = (await admin.session.request(UPDATE, { input: edit })).data.announcementUpdate;
    expect(edited).toMatchObject({
      __typename: 'StaffAnnouncementPayload',
      announcement: { version: 2, pinned: true },
    });
    const stale = (await admin.session.request(UPDATE, { input: { ...edit, pinned: false } })).data.announcementUpdate;
    expect(stale).toMatchObject({ __typename: 'UpdateConflictError', version: 2 });
    expect(stale.message).toMatch(/another admin/i);
    const bad = (await admin.session.request(UPDATE, { input: { announcementId: id, version: 2, publishAt: 'soon' } }))
      .data.announcementUpdate;
    expect(bad).toMatchObject({ __typename: 'ValidationError', field: 'publishAt' });

    // Published now; Lea reads it in German and counts it.
    const now = (
      await admin.session.request(UPDATE, {
        input: { announcementId: id, version: 2, publishAt: new Date().toISOString() },
      })
    ).data.announcementUpdate;
    expect(now.announcement).toMatchObject({ state: 'PUBLISHED', version: 3 });
    let heard = await notices.next(); // One and Two came first
    while (heard.__typename === 'AnnouncementPublishedEvent' && heard.announcement.title !== 'Bald')
      heard = await notices.next();
    expect(heard).toMatchObject({ __typename: 'AnnouncementPublishedEvent', announcement: { title: 'Bald' } });
    const before = (await lea.session.request(ANNOUNCEMENTS)).data.viewer;
    expect(before.announcements.edges.map((edge: any) => edge.node.title)).toContain('Bald');

    // Withdrawn: gone from her list and count, and her open app hears it with the count afresh.
    const withdrawn = (await admin.session.request(WITHDRAW, { input: { announcementId: id, version: 3 } })).data
      .announcementWithdraw;
    expect(withdrawn.announcement).toMatchObject({ state: 'WITHDRAWN', version: 4 });
    expect(withdrawn.announcement.withdrawnAt).toEqual(expect.any(String));
    let event = (await withdrawals.next()).data.viewerEvents;
    while (event.__typename !== 'AnnouncementWithdrawnEvent') event = (await withdrawals.next()).data.viewerEvents;
    const memberId = before.announcements.edges.find((edge: any) => edge.node.title === 'Bald').node.id;
    expect(event).toEqual({
      __typename: 'AnnouncementWithdrawnEvent',
      withdrawnAnnouncementId: memberId,
      viewer: { unreadAnnouncementCount: before.unreadAnnouncementCount - 1 },
    });
    const after = (await lea.session.request(ANNOUNCEMENTS)).data.viewer;
    expect(after.announcements.edges.map((edge: any) => edge.node.title)).not.toContain('Bald');
    expect(after.unreadAnnouncementCount).toBe(before.unreadAnnouncementCount - 1);
    // The node as admins read it; members get nothing of it.
    const node = `query($id: ID!) { node(id: $id) { ... on StaffAnnouncement { state } } }`;
    expect((await admin.session.request(node, { id })).data.node).toEqual({ state: 'WITHDRAWN' });
    expect((await lea.session.request(node, { id })).data.node).toBeNull();
    withdrawals.dispose();
  });

  it('shows admins the maintenance window with every language', async () => {
    const admin = await momentMember(stack, 'Chief');
    await staffThroughGraph(stack, admin, 'admin');
    expect((await admin.session.request(MAINTENANCE_DESK)).data.viewer.maintenanceDesk).toEqual({ window: null });
    const startsAt = new Date(Date.now() + 600_000).toISOString();
    const endsAt = new Date(Date.now() + 1_200_000).toISOString();
    const set = await admin.session.request(
      `mutation($input: MaintenanceSetInput!) { maintenanceSet(input: $input) { __typename
        ... on MaintenanceSetPayload { maintenanceDesk { window { texts { language message } active } } } } }`,
      {
        input: {
          texts: [
            { language: 'de', message: 'Wartung' },
            { language: 'en', message: 'Maintenance' },
          ],
          startsAt,
          endsAt,
        },
      },
    );
    expect(set.data.maintenanceSet.maintenanceDesk.window).toEqual({
      texts: [
        { language: 'en', message: 'Maintenance' },
        { language: 'de', message: 'Wartung' },
      ],
      active: false,
    });
    expect((await admin.session.request(MAINTENANCE_DESK)).data.viewer.maintenanceDesk.window).toMatchObject({
      startsAt,
      endsAt,
    });
    await admin.session.request(`mutation { maintenanceSet(input: { clear: true }) { __typename } }`);
  });
});
