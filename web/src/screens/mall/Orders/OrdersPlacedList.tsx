import { graphql, usePaginationFragment } from 'react-relay';
import type { OrdersPlacedList_viewer$key } from '../../../__generated__/OrdersPlacedList_viewer.graphql';
import type { OrdersPlacedPaginationQuery } from '../../../__generated__/OrdersPlacedPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { OrdersList } from './OrdersList';

/** The orders I bought, newest first, 20 at a time (live: components/orderListUpdater puts a new one first). */
export function OrdersPlacedList({ viewer }: { viewer: OrdersPlacedList_viewer$key }) {
  const { data, hasNext, loadNext } = usePaginationFragment<OrdersPlacedPaginationQuery, OrdersPlacedList_viewer$key>(
    graphql`
      fragment OrdersPlacedList_viewer on Viewer
      @refetchable(queryName: "OrdersPlacedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        ordersPlaced(first: $count, after: $cursor) @connection(key: "OrdersPlacedList_ordersPlaced") {
          totalCount
          edges {
            node {
              id
              ...OrderCard_order
            }
          }
        }
      }
    `,
    viewer,
  );
  return (
    <OrdersList
      orders={presentNodes(data.ordersPlaced.edges)}
      hasNext={hasNext}
      loadNext={loadNext}
      emptyMessageId="mall.empty.placed"
    />
  );
}
