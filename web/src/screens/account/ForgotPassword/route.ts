import ForgotPasswordStepsQuery from '../../../__generated__/ForgotPasswordStepsQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /forgotPassword: only the development mailbox's address (null in production). */
export const forgotPasswordRoute = preloadedRoute(
  'forgotPassword',
  () => import('./ForgotPasswordScreen'),
  'ForgotPasswordScreen',
  {
    query: ForgotPasswordStepsQuery,
    variables: () => ({}),
    fetchPolicy: 'store-or-network',
  },
);
