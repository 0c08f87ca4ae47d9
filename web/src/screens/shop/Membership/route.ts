import MembershipScreenQuery from '../../../__generated__/MembershipScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /membership[?for=<User ID>]: the plans and the privilege table, for me or another member. */
export const membershipRoute = preloadedRoute('membership', () => import('./MembershipScreen'), 'MembershipScreen', {
  query: MembershipScreenQuery,
  variables: ({ search }) => ({ forUserId: search.get('for') ?? '', forOther: search.has('for') }),
  fetchPolicy: 'store-and-network',
  member: true,
});
