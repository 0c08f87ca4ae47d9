import MyInfoQuery from '../../../__generated__/MyInfoQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /myInfo: my page, fresh on every visit (visitors, counts, blocked members). */
export const myInfoRoute = preloadedRoute('myInfo', () => import('./MyInfo'), 'MyInfo', {
  query: MyInfoQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});
