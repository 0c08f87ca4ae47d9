import ModerationItemScreenQuery from '../../__generated__/ModerationItemScreenQuery$parameters';
import ModerationQueueScreenQuery from '../../__generated__/ModerationQueueScreenQuery$parameters';
import { preloadedRoute } from '../../routing/screens';
import { queueVariables } from './components/queueFilters';

/** Where the moderation screens live (the staff shell will own these paths). */
export const moderationPaths = {
  queue: '/staff/reports',
  item: '/staff/reports/:id',
  itemOf: (id: string) => `/staff/reports/${encodeURIComponent(id)}`,
};

/** /staff/reports: the moderation queue, filtered by the search (state, category, kind, mine) and paged. */
export const moderationQueueRoute = preloadedRoute(
  'moderation-queue',
  () => import('./Queue/ModerationQueueScreen'),
  'ModerationQueueScreen',
  {
    query: ModerationQueueScreenQuery,
    variables: ({ search }) => queueVariables(search),
    fetchPolicy: 'network-only',
    member: true,
  },
);

/** /staff/reports/:id: one item, its evidence and reports, claim and decisions. */
export const moderationItemRoute = preloadedRoute(
  'moderation-item',
  () => import('./Item/ModerationItemScreen'),
  'ModerationItemScreen',
  {
    query: ModerationItemScreenQuery,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    fetchPolicy: 'network-only',
    member: true,
  },
);
