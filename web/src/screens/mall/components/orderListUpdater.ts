import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The keys of /myOrder's and /order's lists (OrdersPlacedList_viewer, OrdersReceivedList_viewer). */
export const ORDERS_PLACED_CONNECTION = 'OrdersPlacedList_ordersPlaced';
export const ORDERS_RECEIVED_CONNECTION = 'OrdersReceivedList_ordersReceived';

const LISTS: Record<string, { key: string; edgeType: string }> = {
  BUYER: { key: ORDERS_PLACED_CONNECTION, edgeType: 'ViewerOrdersPlacedConnectionEdge' },
  RECIPIENT: { key: ORDERS_RECEIVED_CONNECTION, edgeType: 'ViewerOrdersReceivedConnectionEdge' },
};

/**
 * An order the viewer has not listed yet (just placed, or a gift just received) goes first in the list of its side, once:
 * the answer of the purchase and the live event may both bring it. A listed one only changes in place (Relay merged its
 * record); a list not read yet is left to its screen's query.
 */
export function putOrderFirst(
  store: RecordSourceSelectorProxy,
  viewer: RecordProxy | null | undefined,
  order: RecordProxy | null | undefined,
) {
  const list = LISTS[String(order?.getValue('role'))];
  if (!viewer || !order || !list) return;
  const connection = ConnectionHandler.getConnection(viewer, list.key);
  if (!connection) return;
  const id = order.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const edge = ConnectionHandler.createEdge(store, connection, order, list.edgeType);
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}
