import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The key of /notify's list (NoticeList_viewer). */
export const NOTICES_CONNECTION = 'NoticeList_notices';
/** The key of /announce's list (AnnouncementList_viewer). */
export const ANNOUNCEMENTS_CONNECTION = 'AnnouncementList_announcements';

const nodeOf = (edge: RecordProxy | null | undefined) => edge?.getLinkedRecord('node');
const timeOf = (record: RecordProxy | null | undefined) => Date.parse(String(record?.getValue('latestAt') ?? ''));

/**
 * A notice group the server created or joined goes to the top of the list, once (Relay's @prependEdge skips a node
 * already listed, so a regrouped notice would stay where it was). A group that only shrank (an unlike: its latestAt
 * unchanged) stays in its place; one not listed that is older than the top is on a page not loaded yet.
 */
export function putNoticeFirst(
  store: RecordSourceSelectorProxy,
  viewer: RecordProxy | null | undefined,
  notice: RecordProxy | null | undefined,
) {
  const connection = viewer && ConnectionHandler.getConnection(viewer, NOTICES_CONNECTION);
  if (!connection || !notice) return;
  const id = notice.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  const others = edges.filter((edge) => nodeOf(edge)?.getDataID() !== id);
  const listed = others.length !== edges.length;
  const newest = others.reduce((latest, edge) => Math.max(latest, timeOf(nodeOf(edge))), Number.NEGATIVE_INFINITY);
  if (!(timeOf(notice) >= newest)) return;
  const edge = ConnectionHandler.createEdge(store, connection, notice, 'ViewerNoticesConnectionEdge');
  connection.setLinkedRecords([edge, ...others], 'edges');
  const total = connection.getValue('totalCount');
  if (!listed && typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

/** A group its last actor undid goes from the list. */
export function removeNotice(viewer: RecordProxy | null | undefined, noticeId: string) {
  const connection = viewer && ConnectionHandler.getConnection(viewer, NOTICES_CONNECTION);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (!edges.some((edge) => nodeOf(edge)?.getDataID() === noticeId)) return;
  ConnectionHandler.deleteNode(connection, noticeId);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}

/**
 * A new announcement: on top of the list (after the pinned ones unless it is pinned), and one more unread. The event
 * carries no count (asking each socket's would cost a call per member): the client adds it, once per announcement.
 */
export function addAnnouncement(
  store: RecordSourceSelectorProxy,
  viewer: RecordProxy | null | undefined,
  announcement: RecordProxy | null | undefined,
) {
  if (!viewer || !announcement) return;
  const id = announcement.getDataID();
  const connection = ConnectionHandler.getConnection(viewer, ANNOUNCEMENTS_CONNECTION);
  const edges = connection?.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => nodeOf(edge)?.getDataID() === id)) return;
  if (announcement.getValue('__counted') === true) return; // the same event twice (a second socket, a retry)
  announcement.setValue(true, '__counted');
  const unread = viewer.getValue('unreadAnnouncementCount');
  if (typeof unread === 'number' && announcement.getValue('unread') !== false)
    viewer.setValue(unread + 1, 'unreadAnnouncementCount');
  if (!connection) return;
  const edge = ConnectionHandler.createEdge(store, connection, announcement, 'ViewerAnnouncementsConnectionEdge');
  const pinned = edges.filter((other) => nodeOf(other)?.getValue('pinned') === true);
  const rest = edges.filter((other) => nodeOf(other)?.getValue('pinned') !== true);
  connection.setLinkedRecords(
    announcement.getValue('pinned') === true ? [edge, ...pinned, ...rest] : [...pinned, edge, ...rest],
    'edges',
  );
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

/**
 * A withdrawn announcement leaves the list; the unread count is the one the event's viewer read afresh (set by Relay
 * from the event), so nothing is counted here.
 */
export function removeAnnouncement(viewer: RecordProxy | null | undefined, announcementId: string) {
  const connection = viewer && ConnectionHandler.getConnection(viewer, ANNOUNCEMENTS_CONNECTION);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (!edges.some((edge) => nodeOf(edge)?.getDataID() === announcementId)) return;
  ConnectionHandler.deleteNode(connection, announcementId);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}

/** The maintenance window the app query read (`maintenance` at the root) becomes the event's, or none. */
export function setMaintenance(store: RecordSourceSelectorProxy, maintenance: RecordProxy | null | undefined) {
  const root = store.getRoot();
  if (maintenance) root.setLinkedRecord(maintenance, 'maintenance');
  else root.setValue(null, 'maintenance');
}
