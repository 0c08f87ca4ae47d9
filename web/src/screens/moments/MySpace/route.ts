import MySpaceScreenQuery from '../../../__generated__/MySpaceScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /myspace: my moments, fresh on every visit (counts and comments move while I am away). */
export const mySpaceRoute = preloadedRoute('mySpace', () => import('./MySpaceScreen'), 'MySpaceScreen', {
  query: MySpaceScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});
