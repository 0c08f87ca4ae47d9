import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';

type ScreenName<Id> = Id extends `screen.${infer Name}` ? Name : never;
type Screen = ScreenName<MessageId>;

/** A route whose screen is not built yet: its name and a friendly note, in the member's language. */
export function ComingSoon({ screen, standalone = false }: { screen: Screen; standalone?: boolean }) {
  const card = (
    <section className="coming-soon" data-testid={`screen-${screen}`}>
      <h1>
        <FormattedMessage id={`screen.${screen}`} />
      </h1>
      <p>
        <FormattedMessage id="comingSoon.body" />
      </p>
      {standalone && (
        <Link className="link" to="/login">
          <FormattedMessage id="comingSoon.backToLogin" />
        </Link>
      )}
    </section>
  );
  return standalone ? <main className="standalone">{card}</main> : card;
}
