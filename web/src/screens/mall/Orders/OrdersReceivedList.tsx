import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrdersReceivedList_viewer$key } from '../../../__generated__/OrdersReceivedList_viewer.graphql';
import type { OrdersReceivedPaginationQuery } from '../../../__generated__/OrdersReceivedPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { paths } from '../../../routing/paths';
import { OrderCard } from './OrderCard';

const PAGE = 20;

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
  const orders = presentNodes(data.ordersReceived.edges);
  const [pending, startTransition] = useTransition();
  if (orders.length === 0)
    return (
      <div className="mall-empty" data-testid="orders-empty">
        <p className="muted">
          <FormattedMessage id="mall.empty.received" />
        </p>
        <Link className="button primary" to={paths.shopping()}>
          <FormattedMessage id="mall.orders.toShop" />
        </Link>
      </div>
    );
  return (
    <>
      <ul className="mall-orders" data-testid="orders-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <button
          type="button"
          className="button ghost"
          disabled={pending}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE);
            })
          }
        >
          <FormattedMessage id="mall.loadMore" />
        </button>
      )}
    </>
  );
}
