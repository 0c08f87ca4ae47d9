import MeetScreenQuery from '../../../__generated__/MeetScreenQuery$parameters';
import type { MeetScreenQuery as Query } from '../../../__generated__/MeetScreenQuery.graphql';
import { startRouteQuery, type RouteQuery } from '../../../routing/routeQuery';
import { lazyNamed } from '../../../routing/screens';

const chunk = () => import('./MeetScreen');
const query: RouteQuery<Query> = {
  query: MeetScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
  chunk,
};

/**
 * /, /onlineDating: kept alive by the shell (routing/KeptAliveScreens), which starts the
 * query on the first visit and keeps it while the screen lives, so coming back does not
 * reload a list scrolled far; it also gives the screen its boundary.
 */
export const meetRoute = {
  start: () => startRouteQuery(query, {}, new URLSearchParams()),
  Screen: lazyNamed(chunk, 'MeetScreen'),
};
