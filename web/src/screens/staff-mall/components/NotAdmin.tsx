import { FormattedMessage } from 'react-intl';

/** What a moderator or support member sees on an admins' screen: not a crash, a plain word. */
export function NotAdmin() {
  return (
    <main className="staff-mall" data-testid="staff-mall-forbidden">
      <h1>
        <FormattedMessage id="staffMall.forbidden.title" />
      </h1>
      <p>
        <FormattedMessage id="staffMall.forbidden.body" />
      </p>
    </main>
  );
}
