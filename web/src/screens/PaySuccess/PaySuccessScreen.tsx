import { FormattedMessage } from 'react-intl';

/** Spec §2/§4: the payment provider returns here; the purchase is credited on the server. */
export function PaySuccessScreen() {
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
      </section>
    </main>
  );
}
