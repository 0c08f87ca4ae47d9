import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { PaySuccessScreenQuery } from '../../../__generated__/PaySuccessScreenQuery.graphql';
import { Loading } from '../../../components/Loading';
import { paths } from '../../../routing/paths';
import { useViewer } from '../../../routing/viewer';
import { usePaymentConfirmMutation } from './mutations/usePaymentConfirmMutation';

type Progress = 'waiting' | 'completed' | 'cancelled' | 'unknown';

const TITLE = { waiting: 'paySuccess.waitingTitle', completed: 'paySuccess.title', cancelled: 'paySuccess.cancelledTitle', unknown: 'paySuccess.unknownTitle' } as const;

/**
 * The payment as it lands: confirmed with the server on arrival, and again whenever the
 * member's balance changes (a live wallet event updates it), until it is completed.
 */
function PaymentProgress({ paymentId }: { paymentId: string }) {
  const { viewer } = useLazyLoadQuery<PaySuccessScreenQuery>(
    graphql`
      query PaySuccessScreenQuery {
        viewer {
          id
          goldCoins
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const intl = useIntl();
  const [confirm] = usePaymentConfirmMutation();
  const [progress, setProgress] = useState<{ state: Progress; coins: number }>({ state: 'waiting', coins: 0 });
  const balance = viewer?.goldCoins;
  const settled = progress.state === 'completed' || progress.state === 'cancelled';
  useEffect(() => {
    if (settled) return;
    confirm({
      variables: { input: { paymentId } },
      onResult: ({ ok, error }) => {
        const payment = ok?.payment;
        if (payment) setProgress({ state: payment.status === 'COMPLETED' ? 'completed' : payment.status === 'CANCELLED' ? 'cancelled' : 'waiting', coins: payment.goldCoins });
        else if (error?.type === 'PaymentNotFoundError') setProgress({ state: 'unknown', coins: 0 });
      },
    });
  }, [confirm, paymentId, balance, settled]);

  return (
    <div role="status" data-testid="payment-progress" data-state={progress.state}>
      <h1>
        <FormattedMessage id={TITLE[progress.state]} />
      </h1>
      {progress.state === 'waiting' && (
        <>
          <p>
            <span className="spinner" aria-hidden="true" /> <FormattedMessage id="paySuccess.waiting" />
          </p>
          {/* The spec's words (close, it arrives by itself; else reload or ask us) fit only while it has not arrived. */}
          <p>
            <FormattedMessage id="paySuccess.body" />
          </p>
        </>
      )}
      {progress.state === 'completed' && (
        <p className="form-success">
          <FormattedMessage id="paySuccess.credited" values={{ count: progress.coins, balance: intl.formatNumber(balance ?? 0) }} />
        </p>
      )}
      {progress.state === 'cancelled' && (
        <p>
          <FormattedMessage id="paySuccess.cancelled" />
        </p>
      )}
      {progress.state === 'unknown' && (
        <p>
          <FormattedMessage id="paySuccess.unknown" />
        </p>
      )}
    </div>
  );
}

/**
 * Spec §2/§4: the payment provider returns here; the purchase is credited on the server. A
 * logged-in member with the payment's id sees it land (or why not); otherwise the spec's
 * words: close the window, the purchase arrives by itself.
 */
export function PaySuccessScreen() {
  const viewer = useViewer();
  const [search] = useSearchParams();
  const paymentId = search.get('payment');
  const tracked = Boolean(viewer && paymentId);
  return (
    <main className="standalone">
      <section className="centered-card" data-testid="screen-pay-success">
        {tracked ? (
          <Suspense fallback={<Loading />}>
            <PaymentProgress paymentId={paymentId!} />
          </Suspense>
        ) : (
          <>
            <div className="success-mark" aria-hidden="true">
              ✓
            </div>
            <h1>
              <FormattedMessage id="paySuccess.title" />
            </h1>
            <p>
              <FormattedMessage id="paySuccess.body" />
            </p>
          </>
        )}
        <div className="actions">
          {viewer && (
            <Link className="button ghost" to={paths.account(2)} data-testid="pay-success-coins">
              <FormattedMessage id="paySuccess.toCoins" />
            </Link>
          )}
          <Link className="button primary" to={viewer ? paths.home() : paths.login()} data-testid="pay-success-continue">
            <FormattedMessage id={viewer ? 'comingSoon.backHome' : 'comingSoon.backToLogin'} />
          </Link>
        </div>
      </section>
    </main>
  );
}
