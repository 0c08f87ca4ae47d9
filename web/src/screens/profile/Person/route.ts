import PersonScreenQuery from '../../../__generated__/PersonScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /person: the form starts from the saved profile, so it waits for a fresh copy. */
export const personRoute = preloadedRoute('person', () => import('./PersonScreen'), 'PersonScreen', {
  query: PersonScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'network-only',
  member: true,
});
