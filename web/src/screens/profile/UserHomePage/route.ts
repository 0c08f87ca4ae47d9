import UserHomePageQuery from '../../../__generated__/UserHomePageQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** GraphQL's Int: a longer number names nobody. */
const INT_MAX = 2 ** 31 - 1;

/**
 * Which member /userHomePage/:id names: digits are the spec's number of a shared link
 * (`userByNumber`: above 100000 the account number, else the numeric id), anything else our
 * global ID (`node`).
 */
export function memberVariables(id: string) {
  if (!/^\d+$/.test(id)) return { id, number: 0, byNumber: false };
  const number = Number(id);
  return { id: '', number: number <= INT_MAX ? number : 0, byNumber: true };
}

/** /userHomePage/:id: the member's profile, fresh on every visit (follower counts, friendship). */
export const userHomePageRoute = preloadedRoute('userHomePage', () => import('./UserHomePage'), 'UserHomePage', {
  query: UserHomePageQuery,
  variables: ({ params }) => memberVariables(params.id ?? ''),
  fetchPolicy: 'store-and-network',
  member: true,
});
