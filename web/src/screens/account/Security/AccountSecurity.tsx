import { FormattedMessage } from 'react-intl';
import { CancelAccount } from './CancelAccount';
import { ChangePassword } from './ChangePassword';

/** /account?index=1: change password and cancel the account. */
export function AccountSecurity() {
  return (
    <section className="account-security" data-testid="screen-account">
      <h1>
        <FormattedMessage id="screen.account" />
      </h1>
      <ChangePassword />
      <CancelAccount />
    </section>
  );
}
