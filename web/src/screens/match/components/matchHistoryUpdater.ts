import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The key of the "people you met" list's connection (MatchHistory_viewer). */
export const MATCH_HISTORY_CONNECTION = 'MatchHistory_matchHistory';

/**
 * A new match goes first in "people you met", once (the start's answer and the live event may both bring it). Only a
 * MATCHED attempt; a viewer who has not shown the list yet has none to change (it is read with the screen).
 */
export function addToMatchHistory(
  store: RecordSourceSelectorProxy,
  viewer: RecordProxy | null | undefined,
  attempt: RecordProxy | null | undefined,
) {
  if (!viewer || !attempt || attempt.getValue('status') !== 'MATCHED') return;
  const connection = ConnectionHandler.getConnection(viewer, MATCH_HISTORY_CONNECTION);
  if (!connection) return;
  const id = attempt.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const edge = ConnectionHandler.createEdge(store, connection, attempt, 'ViewerMatchHistoryConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}
