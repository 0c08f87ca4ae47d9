import OrdersPlacedScreenQuery from '../../../__generated__/OrdersPlacedScreenQuery$parameters';
import OrdersReceivedScreenQuery from '../../../__generated__/OrdersReceivedScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /myOrder: the gifts I bought, fresh on every visit (a friend may have answered meanwhile). */
export const ordersPlacedRoute = preloadedRoute(
  'ordersPlaced',
  () => import('./OrdersPlacedScreen'),
  'OrdersPlacedScreen',
  {
    query: OrdersPlacedScreenQuery,
    variables: () => ({}),
    fetchPolicy: 'store-and-network',
    member: true,
  },
);

/** /order: the gifts bought for me (the SHOP_GIFT notice leads here), fresh on every visit. */
export const ordersReceivedRoute = preloadedRoute(
  'ordersReceived',
  () => import('./OrdersReceivedScreen'),
  'OrdersReceivedScreen',
  { query: OrdersReceivedScreenQuery, variables: () => ({}), fetchPolicy: 'store-and-network', member: true },
);
