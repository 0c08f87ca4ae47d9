import PaySuccessScreenQuery from '../../../__generated__/PaySuccessScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/**
 * /paySuccess?payment=<id>[&with=<User ID>]: for a logged-in member with a payment, the
 * balance it lands on and the member whose conversation asked for the coins; a visitor's
 * page, or one without a payment, asks nothing.
 */
export const paySuccessRoute = preloadedRoute('paySuccess', () => import('./PaySuccessScreen'), 'PaySuccessScreen', {
  query: PaySuccessScreenQuery,
  variables: ({ search, loggedIn }) => {
    const payment = loggedIn && Boolean(search.get('payment'));
    return { payment, chatWith: search.get('with') ?? '', hasChat: payment && Boolean(search.get('with')) };
  },
  fetchPolicy: 'store-or-network',
});
