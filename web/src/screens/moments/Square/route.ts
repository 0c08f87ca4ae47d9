import SquareScreenQuery from '../../../__generated__/SquareScreenQuery$parameters';
import type { SquareScreenQuery as Query } from '../../../__generated__/SquareScreenQuery.graphql';
import { startRouteQuery, type RouteQuery } from '../../../routing/routeQuery';
import { lazyNamed } from '../../../routing/screens';

const chunk = () => import('./SquareScreen');
const query: RouteQuery<Query> = {
  query: SquareScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
  chunk,
};

/**
 * /dynamicSquare: kept alive by the shell (routing/KeptAliveScreens) as the spec asks, like the meet list: the query
 * starts on the first visit and is kept while the screen lives, so coming back does not reload a list scrolled far.
 */
export const squareRoute = {
  start: () => startRouteQuery(query, {}, new URLSearchParams()),
  Screen: lazyNamed(chunk, 'SquareScreen'),
};
