import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { OrdersReceivedScreenQuery } from '../../../__generated__/OrdersReceivedScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { OrdersReceivedList } from './OrdersReceivedList';
import { OrderTabs } from './OrderTabs';
import '../components/mall.css';

const query = graphql`
  query OrdersReceivedScreenQuery @preloadable {
    viewer {
      ...OrdersReceivedList_viewer
    }
  }
`;

/** /order (spec §2): the gifts bought for me, newest first, 20 at a time, never with their price; each awaiting my address offers the form. */
export function OrdersReceivedScreen({ queryRef }: RouteScreenProps<OrdersReceivedScreenQuery>) {
  const data = usePreloadedQuery<OrdersReceivedScreenQuery>(query, queryRef);
  if (!data.viewer) return null;
  return (
    <section className="card mall" data-testid="screen-orders-received">
      <OrderTabs />
      <h1>
        <FormattedMessage id="mall.orders.received" />
      </h1>
      <OrdersReceivedList viewer={data.viewer} />
    </section>
  );
}
