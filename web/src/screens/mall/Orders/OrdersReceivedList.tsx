import { graphql, usePaginationFragment } from 'react-relay';
import type { OrdersReceivedList_viewer$key } from '../../../__generated__/OrdersReceivedList_viewer.graphql';
import type { OrdersReceivedPaginationQuery } from '../../../__generated__/OrdersReceivedPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { OrdersList } from './OrdersList';

/** The orders bought for me, newest first, 20 at a time (live: components/orderListUpdater puts a new one first). */
export function OrdersReceivedList({ viewer }: { viewer: OrdersReceivedList_viewer$key }) {
  const { data, hasNext, loadNext } = usePaginationFragment<
    OrdersReceivedPaginationQuery,
    OrdersReceivedList_viewer$key
  >(
    graphql`
      fragment OrdersReceivedList_viewer on Viewer
      @refetchable(queryName: "OrdersReceivedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        ordersReceived(first: $count, after: $cursor) @connection(key: "OrdersReceivedList_ordersReceived") {
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
      orders={presentNodes(data.ordersReceived.edges)}
      hasNext={hasNext}
      loadNext={loadNext}
      emptyMessageId="mall.empty.received"
    />
  );
}
