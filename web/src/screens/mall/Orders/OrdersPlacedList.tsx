import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrdersPlacedList_viewer$key } from '../../../__generated__/OrdersPlacedList_viewer.graphql';
import type { OrdersPlacedPaginationQuery } from '../../../__generated__/OrdersPlacedPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { paths } from '../../../routing/paths';
import { OrderCard } from './OrderCard';

const PAGE = 20;

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
  const orders = presentNodes(data.ordersPlaced.edges);
  const [pending, startTransition] = useTransition();
  if (orders.length === 0)
    return (
      <div className="mall-empty" data-testid="orders-empty">
        <p className="muted">
          <FormattedMessage id="mall.empty.placed" />
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
