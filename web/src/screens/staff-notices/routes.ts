import StaffAnnouncementsScreenQuery from '../../__generated__/StaffAnnouncementsScreenQuery$parameters';
import StaffMaintenanceScreenQuery from '../../__generated__/StaffMaintenanceScreenQuery$parameters';
import { preloadedRoute } from '../../routing/screens';

/** Where the admins' notice screens live, under the staff gate. */
export const staffNoticePaths = {
  announcements: '/staff/announcements',
  maintenance: '/staff/maintenance',
};

/** Only admins write announcements and set maintenance (the graph answers anyone else null). */
export const isAdmin = (staffRole: string | null | undefined) => staffRole === 'admin';

/** /staff/announcements: every announcement, newest first, a page (`after`) at a time; the editor. */
export const staffAnnouncementsRoute = preloadedRoute(
  'staff-announcements',
  () => import('./Announcements/StaffAnnouncementsScreen'),
  'StaffAnnouncementsScreen',
  {
    query: StaffAnnouncementsScreenQuery,
    variables: ({ search }) => ({ after: search.get('after') || null }),
    fetchPolicy: 'network-only',
    member: true,
  },
);

/** /staff/maintenance: the window as set, set or replace it, clear it. */
export const staffMaintenanceRoute = preloadedRoute(
  'staff-maintenance',
  () => import('./Maintenance/StaffMaintenanceScreen'),
  'StaffMaintenanceScreen',
  { query: StaffMaintenanceScreenQuery, variables: () => ({}), fetchPolicy: 'network-only', member: true },
);
