import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';

type ScreenName<Id> = Id extends `screen.${infer Name}` ? Name : never;
type Screen = ScreenName<MessageId>;

/** Where a screen to come has a part already built: the way there, so the tab leads somewhere. */
const ALREADY_HERE: Partial<Record<Screen, ReadonlyArray<{ to: string; label: MessageId }>>> = {
  shopping: [
    { to: paths.account(2), label: 'account.tab.coins' },
    { to: paths.account(3), label: 'account.tab.translation' },
    { to: paths.membership(), label: 'shop.membership.title' },
  ],
};

/**
 * A route of the shell whose screen is not built yet: its name, a friendly note and what is already there, in the
 * member's language.
 */
export function ComingSoon({ screen }: { screen: Screen }) {
  const already = ALREADY_HERE[screen];
  return (
    <section className="coming-soon" data-testid={`screen-${screen}`}>
      <h1>
        <FormattedMessage id={`screen.${screen}`} />
      </h1>
      <p>
        <FormattedMessage id="comingSoon.body" />
      </p>
      {already && (
        <nav aria-labelledby="coming-soon-already">
          <p id="coming-soon-already">
            <FormattedMessage id="comingSoon.alreadyHere" />
          </p>
          <div className="actions">
            {already.map((link) => (
              <Link key={link.to} className="button ghost" to={link.to} data-testid="coming-soon-link">
                <FormattedMessage id={link.label} />
              </Link>
            ))}
          </div>
        </nav>
      )}
    </section>
  );
}
