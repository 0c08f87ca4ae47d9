import FollowersScreenQuery from '../../../__generated__/FollowersScreenQuery$parameters';
import FollowingScreenQuery from '../../../__generated__/FollowingScreenQuery$parameters';
import VisitorsScreenQuery from '../../../__generated__/VisitorsScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** The three member lists, fresh on every visit; one chunk per screen. */
export const followersRoute = preloadedRoute('followers', () => import('./FollowersScreen'), 'FollowersScreen', {
  query: FollowersScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});

export const followingRoute = preloadedRoute('following', () => import('./FollowingScreen'), 'FollowingScreen', {
  query: FollowingScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});

export const visitorsRoute = preloadedRoute('visitors', () => import('./VisitorsScreen'), 'VisitorsScreen', {
  query: VisitorsScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});
