import { Suspense } from 'react';
import type { RegisterWizardQuery } from '../../../__generated__/RegisterWizardQuery.graphql';
import { Loading } from '../../../components/Loading';
import type { RouteScreenProps } from '../../../routing/screens';
import { AccountFrame } from '../components/AccountFrame';
import { RegisterWizard } from './RegisterWizard';

/** /profileSetup: the optional steps again, for a member who skipped them ("Complete your profile"). */
export function ProfileSetupScreen({ queryRef }: RouteScreenProps<RegisterWizardQuery>) {
  return (
    <AccountFrame title="profile.complete.title" testId="screen-profileSetup">
      <Suspense fallback={<Loading />}>
        <RegisterWizard queryRef={queryRef} first="personal" />
      </Suspense>
    </AccountFrame>
  );
}
