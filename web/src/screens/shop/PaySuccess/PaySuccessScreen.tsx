import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../routing/paths';
import { useViewer } from '../../../routing/viewer';

/** Spec §2/§4: the payment provider returns here; the purchase is credited on the server. The way on: home, or the login. */
export function PaySuccessScreen() {
  const viewer = useViewer();
  return (
    <main className="standalone">
      <section className="centered-card">
        <div className="success-mark" aria-hidden="true">✓</div>
        <h1>
          <FormattedMessage id="paySuccess.title" />
        </h1>
        <p>
          <FormattedMessage id="paySuccess.body" />
        </p>
        <Link className="button primary" to={viewer ? paths.home() : paths.login()} data-testid="pay-success-continue">
          <FormattedMessage id={viewer ? 'comingSoon.backHome' : 'comingSoon.backToLogin'} />
        </Link>
      </section>
    </main>
  );
}
