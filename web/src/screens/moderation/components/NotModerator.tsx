import { FormattedMessage } from 'react-intl';

/** What anyone but a moderator or an admin sees on a moderation screen. */
export function NotModerator() {
  return (
    <main className="moderation" data-testid="moderation-forbidden">
      <h1>
        <FormattedMessage id="moderation.forbidden.title" />
      </h1>
      <p>
        <FormattedMessage id="moderation.forbidden.body" />
      </p>
    </main>
  );
}
