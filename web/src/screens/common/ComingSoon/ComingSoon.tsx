import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

type ScreenName<Id> = Id extends `screen.${infer Name}` ? Name : never;
type Screen = ScreenName<MessageId>;

/** A route of the shell whose screen is not built yet: its name and a friendly note, in the member's language. */
export function ComingSoon({ screen }: { screen: Screen }) {
  return (
    <section className="coming-soon" data-testid={`screen-${screen}`}>
      <h1>
        <FormattedMessage id={`screen.${screen}`} />
      </h1>
      <p>
        <FormattedMessage id="comingSoon.body" />
      </p>
    </section>
  );
}
