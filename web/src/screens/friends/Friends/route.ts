import FriendsScreenQuery from '../../../__generated__/FriendsScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/**
 * /apply: both tabs and an invitation in one query, fresh on every visit and tab switch
 * (a request may have come, or been accepted, meanwhile).
 */
export const friendsRoute = preloadedRoute('friends', () => import('./FriendsScreen'), 'FriendsScreen', {
  query: FriendsScreenQuery,
  variables: ({ search }) => ({ shareCode: search.get('share') ?? '', withShare: Boolean(search.get('share')) }),
  fetchPolicy: 'store-and-network',
  member: true,
});
