import AccountScreenQuery from '../../../__generated__/AccountScreenQuery$parameters';
import { accountTab } from '../../../routing/paths';
import { preloadedRoute } from '../../../routing/screens';

/**
 * /account?index=1|2|3: the tab's data in one query, fresh on every visit and tab switch (the
 * balances and bills of the coins and packs tabs; the security tab asks nothing).
 */
export const accountRoute = preloadedRoute('account', () => import('./AccountScreen'), 'AccountScreen', {
  query: AccountScreenQuery,
  variables: ({ search }) => ({ coins: accountTab(search) === 2, packs: accountTab(search) === 3 }),
  fetchPolicy: 'store-and-network',
  member: true,
});
