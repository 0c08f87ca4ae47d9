import NoticesScreenQuery from '../../../__generated__/NoticesScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /notify: my notices, fresh on every visit (new ones and regrouped ones come while I am away). */
export const noticesRoute = preloadedRoute('notices', () => import('./NoticesScreen'), 'NoticesScreen', {
  query: NoticesScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});
