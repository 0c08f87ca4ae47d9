import RegisterWizardQuery from '../../../__generated__/RegisterWizardQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /register: the lists and the development mailbox change little; the store's copy will do. */
export const registerRoute = preloadedRoute('register', () => import('./RegisterScreen'), 'RegisterScreen', {
  query: RegisterWizardQuery,
  variables: () => ({}),
  fetchPolicy: 'store-or-network',
});

/** /profileSetup: the form starts from the saved profile, so it waits for a fresh copy. */
export const profileSetupRoute = preloadedRoute(
  'profileSetup',
  () => import('./ProfileSetupScreen'),
  'ProfileSetupScreen',
  {
    query: RegisterWizardQuery,
    variables: () => ({}),
    fetchPolicy: 'network-only',
    member: true,
  },
);
