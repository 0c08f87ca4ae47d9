import StaffTeamScreenQuery from '../../__generated__/StaffTeamScreenQuery$parameters';
import { preloadedRoute } from '../../routing/screens';

/** Where the console's own screens live (the gate is /staff itself). */
export const staffPaths = {
  team: '/staff/team',
};

/** /staff/team (admins): the staff members, their roles and second factors; grants, revocations, resets. */
export const staffTeamRoute = preloadedRoute('staff-team', () => import('./Team/StaffTeamScreen'), 'StaffTeamScreen', {
  query: StaffTeamScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'network-only',
  member: true,
});
