import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import { useViewer } from '../../../routing/viewer';

type ScreenName<Id> = Id extends `screen.${infer Name}` ? Name : never;
type Screen = ScreenName<MessageId>;

/** A route whose screen is not built yet: its name and a friendly note, in the member's language. */
export function ComingSoon({ screen, standalone = false }: { screen: Screen; standalone?: boolean }) {
  const viewer = useViewer();
  const card = (
    <section className="coming-soon" data-testid={`screen-${screen}`}>
      <h1>
        <FormattedMessage id={`screen.${screen}`} />
      </h1>
      <p>
        <FormattedMessage id="comingSoon.body" />
      </p>
      {/* Outside the shell a way on: home for a member (never "log in"), else the login. */}
      {standalone && (
        <Link className="link" to={viewer ? paths.home() : paths.login()} data-testid="coming-soon-back">
          <FormattedMessage id={viewer ? 'comingSoon.backHome' : 'comingSoon.backToLogin'} />
        </Link>
      )}
    </section>
  );
  return standalone ? <main className="standalone">{card}</main> : card;
}
