import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { OrdersPlacedScreenQuery } from '../../../__generated__/OrdersPlacedScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { OrdersPlacedList } from './OrdersPlacedList';
import { OrderTabs } from './OrderTabs';
import '../components/mall.css';

const query = graphql`
  query OrdersPlacedScreenQuery @preloadable {
    viewer {
      ...OrdersPlacedList_viewer
    }
  }
`;

/** /myOrder (spec §2): the gifts I bought, newest first, 20 at a time; each with its price and state. */
export function OrdersPlacedScreen({ queryRef }: RouteScreenProps<OrdersPlacedScreenQuery>) {
  const data = usePreloadedQuery<OrdersPlacedScreenQuery>(query, queryRef);
  if (!data.viewer) return null;
  return (
    <section className="card mall" data-testid="screen-orders-placed">
      <OrderTabs />
      <h1>
        <FormattedMessage id="mall.orders.placed" />
      </h1>
      <OrdersPlacedList viewer={data.viewer} />
    </section>
  );
}
