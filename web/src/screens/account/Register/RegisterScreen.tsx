import { Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { RegisterWizardQuery } from '../../../__generated__/RegisterWizardQuery.graphql';
import { Loading } from '../../../components/Loading';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { useViewer } from '../../../routing/viewer';
import { AccountFrame } from '../components/AccountFrame';
import { RegisterWizard } from './RegisterWizard';

/**
 * /register: visitors only when they arrive (a member who is already in goes home), but the
 * page stays once the account exists mid-way, for the two optional profile steps.
 */
export function RegisterScreen({ queryRef }: RouteScreenProps<RegisterWizardQuery>) {
  const viewer = useViewer();
  const [arrivedLoggedIn] = useState(viewer != null);
  if (arrivedLoggedIn) return <Navigate to={paths.home()} replace />;
  return (
    <AccountFrame title="screen.register" testId="screen-register">
      <Suspense fallback={<Loading />}>
        <RegisterWizard queryRef={queryRef} first="email" />
      </Suspense>
    </AccountFrame>
  );
}
