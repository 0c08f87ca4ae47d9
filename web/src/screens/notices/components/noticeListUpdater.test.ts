import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { addAnnouncement, putNoticeFirst, removeNotice } from './noticeListUpdater';

/** A store holding the viewer's two lists as the screens left them: records by hand, as Relay normalizes them. */
function storeWith(notices: Array<[string, string]>, announcements: Array<[string, boolean]> = []) {
  const records: Record<string, Record<string, unknown>> = {
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'V' } },
    V: {
      __id: 'V',
      __typename: 'Viewer',
      unreadAnnouncementCount: 1,
      __NoticeList_notices_connection: { __ref: 'notices' },
      __AnnouncementList_announcements_connection: { __ref: 'announcements' },
    },
    notices: {
      __id: 'notices',
      __typename: 'ViewerNoticesConnection',
      totalCount: notices.length,
      edges: { __refs: notices.map(([id]) => `edge:${id}`) },
    },
    announcements: {
      __id: 'announcements',
      __typename: 'ViewerAnnouncementsConnection',
      totalCount: announcements.length,
      edges: { __refs: announcements.map(([id]) => `edge:${id}`) },
    },
  };
  for (const [id, latestAt] of notices) {
    records[id] = { __id: id, __typename: 'Notice', latestAt };
    records[`edge:${id}`] = { __id: `edge:${id}`, __typename: 'ViewerNoticesConnectionEdge', node: { __ref: id } };
  }
  for (const [id, pinned] of announcements) {
    records[id] = { __id: id, __typename: 'Announcement', pinned, unread: false };
    records[`edge:${id}`] = {
      __id: `edge:${id}`,
      __typename: 'ViewerAnnouncementsConnectionEdge',
      node: { __ref: id },
    };
  }
  const source = new RecordSource(records as never);
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('offline'))),
    store: new Store(source),
  });
  const order = (connection: string) =>
    (source.get(connection)!.edges as { __refs: string[] }).__refs.map(
      (edge) => (source.get(edge)!.node as { __ref: string }).__ref,
    );
  const update = (change: Parameters<typeof commitLocalUpdate>[1]) => commitLocalUpdate(environment, change);
  return { source, order, update };
}

/** A record as an event brings it (Relay merged it before the updater runs). */
function record(
  store: { create(id: string, type: string): RecordProxy; get(id: string): RecordProxy | null | undefined },
  id: string,
  type: string,
  values: Record<string, unknown>,
) {
  const proxy = store.get(id) ?? store.create(id, type);
  for (const [key, value] of Object.entries(values)) proxy.setValue(value, key);
  return proxy;
}

describe('the notice list, live', () => {
  it('puts a new group on top and counts it', () => {
    const { source, order, update } = storeWith([
      ['N2', '2026-01-05T10:00:00Z'],
      ['N1', '2026-01-05T09:00:00Z'],
    ]);
    update((store) =>
      putNoticeFirst(store, store.get('V'), record(store, 'N3', 'Notice', { latestAt: '2026-01-05T11:00:00Z' })),
    );
    expect(order('notices')).toEqual(['N3', 'N2', 'N1']);
    expect(source.get('notices')?.totalCount).toBe(3);
  });

  it('moves a regrouped notice already listed to the top, without counting it twice', () => {
    const { source, order, update } = storeWith([
      ['N2', '2026-01-05T10:00:00Z'],
      ['N1', '2026-01-05T09:00:00Z'],
    ]);
    update((store) =>
      putNoticeFirst(store, store.get('V'), record(store, 'N1', 'Notice', { latestAt: '2026-01-05T11:00:00Z' })),
    );
    expect(order('notices')).toEqual(['N1', 'N2']);
    expect(source.get('notices')?.totalCount).toBe(2);
  });

  it('leaves a group that only shrank (an unlike) where it was, and removes one emptied', () => {
    const { source, order, update } = storeWith([
      ['N2', '2026-01-05T10:00:00Z'],
      ['N1', '2026-01-05T09:00:00Z'],
    ]);
    update((store) => putNoticeFirst(store, store.get('V'), store.get('N1')));
    expect(order('notices')).toEqual(['N2', 'N1']);
    update((store) => removeNotice(store.get('V'), 'N2'));
    expect(order('notices')).toEqual(['N1']);
    expect(source.get('notices')?.totalCount).toBe(1);
  });
});

describe('the announcements, live', () => {
  it('adds a new one after the pinned ones and one more unread, once', () => {
    const { source, order, update } = storeWith(
      [],
      [
        ['A1', true],
        ['A0', false],
      ],
    );
    const publish = () =>
      update((store) =>
        addAnnouncement(store, store.get('V'), record(store, 'A2', 'Announcement', { pinned: false, unread: true })),
      );
    publish();
    publish();
    expect(order('announcements')).toEqual(['A1', 'A2', 'A0']);
    expect(source.get('V')?.unreadAnnouncementCount).toBe(2);
    update((store) =>
      addAnnouncement(store, store.get('V'), record(store, 'A3', 'Announcement', { pinned: true, unread: true })),
    );
    expect(order('announcements')).toEqual(['A3', 'A1', 'A2', 'A0']);
    expect(source.get('V')?.unreadAnnouncementCount).toBe(3);
  });
});
