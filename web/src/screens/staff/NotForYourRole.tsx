import { FormattedMessage } from 'react-intl';

/** What a staff screen shows staff whose role it is not for (the console's bar still leads to their own screens). */
export function NotForYourRole() {
  return (
    <main className="staff-page" data-testid="staff-forbidden">
      <h1>
        <FormattedMessage id="staff.forbidden.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.forbidden.body" />
      </p>
    </main>
  );
}
