import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderCard_order$key } from '../../../__generated__/OrderCard_order.graphql';
import { paths } from '../../../routing/paths';
import { OrderCard } from './OrderCard';

const PAGE = 20;

/**
 * One order list, placed or received (each keeps its own Relay pagination fragment): the cards, an empty state
 * leading to the shop, and "more" while the connection has a next page.
 */
export function OrdersList({
  orders,
  hasNext,
  loadNext,
  emptyMessageId,
}: {
  orders: readonly ({ id: string } & OrderCard_order$key)[];
  hasNext: boolean;
  loadNext: (count: number) => unknown;
  emptyMessageId: 'mall.empty.placed' | 'mall.empty.received';
}) {
  const [pending, startTransition] = useTransition();
  if (orders.length === 0)
    return (
      <div className="mall-empty" data-testid="orders-empty">
        <p className="muted">
          <FormattedMessage id={emptyMessageId} />
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
