import AnnouncementsScreenQuery from '../../../__generated__/AnnouncementsScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /announce: the list, or with `?id=` the one opened; fresh on every visit (staff may have published meanwhile). */
export const announcementsRoute = preloadedRoute(
  'announcements',
  () => import('./AnnouncementsScreen'),
  'AnnouncementsScreen',
  {
    query: AnnouncementsScreenQuery,
    variables: ({ search }) => ({ id: search.get('id') ?? '', withId: Boolean(search.get('id')) }),
    fetchPolicy: 'store-and-network',
    member: true,
  },
);
