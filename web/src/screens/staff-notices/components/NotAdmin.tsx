import { FormattedMessage } from 'react-intl';

/** What a moderator or support agent sees on an admins' screen (the nav does not offer it; a link still may). */
export function NotAdmin() {
  return (
    <main className="staff-notices" data-testid="staff-notices-forbidden">
      <h1>
        <FormattedMessage id="staffNotices.forbidden.title" />
      </h1>
      <p>
        <FormattedMessage id="staffNotices.forbidden.body" />
      </p>
    </main>
  );
}
