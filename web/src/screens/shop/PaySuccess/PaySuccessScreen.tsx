import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { PaySuccessScreenQuery } from '../../../__generated__/PaySuccessScreenQuery.graphql';
import { Loading } from '../../../components/Loading';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { useViewer } from '../../../routing/viewer';
import { usePaymentConfirmMutation } from './mutations/usePaymentConfirmMutation';

type Progress = 'waiting' | 'completed' | 'cancelled' | 'unknown';

const TITLE = {
  waiting: 'paySuccess.waitingTitle',
  completed: 'paySuccess.title',
  cancelled: 'paySuccess.cancelledTitle',
  unknown: 'paySuccess.unknownTitle',
} as const;

const query = graphql`
  query PaySuccessScreenQuery($payment: Boolean!, $chatWith: ID!, $hasChat: Boolean!) @preloadable {
    viewer @include(if: $payment) {
      id
      goldCoins
    }
    member: node(id: $chatWith) @include(if: $hasChat) {
      ... on User {
        id
        nickname
      }
    }
  }
`;

/**
 * The payment as it lands: confirmed with the server on arrival, and again whenever the
 * member's balance changes (a live wallet event updates it), until it is completed. Bought
 * for a conversation (the route's `with`), the way back to it comes first.
 */
function PaymentProgress({
  paymentId,
  queryRef,
}: {
  paymentId: string;
  queryRef: PreloadedQuery<PaySuccessScreenQuery>;
}) {
  const { viewer, member } = usePreloadedQuery<PaySuccessScreenQuery>(query, queryRef);
  const intl = useIntl();
  const [confirm] = usePaymentConfirmMutation();
  const [progress, setProgress] = useState<{ state: Progress; coins: number }>({ state: 'waiting', coins: 0 });
  const balance = viewer?.goldCoins;
  const settled = progress.state === 'completed' || progress.state === 'cancelled';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a balance change (a live wallet event) confirms again
  useEffect(() => {
    if (settled) return;
    confirm({
      variables: { input: { paymentId } },
      onResult: ({ ok, error }) => {
        const payment = ok?.payment;
        if (payment)
          setProgress({
            state:
              payment.status === 'COMPLETED' ? 'completed' : payment.status === 'CANCELLED' ? 'cancelled' : 'waiting',
            coins: payment.goldCoins,
          });
        else if (error?.type === 'PaymentNotFoundError') setProgress({ state: 'unknown', coins: 0 });
      },
    });
  }, [confirm, paymentId, balance, settled]);

  return (
    <>
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
            <FormattedMessage
              id="paySuccess.credited"
              values={{ count: progress.coins, balance: intl.formatNumber(balance ?? 0) }}
            />
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
      {member?.id && (
        <Link className="button primary" to={paths.chatWith(member.id)} data-testid="pay-success-chat">
          <FormattedMessage id="paySuccess.backToChat" values={{ name: member.nickname }} />
        </Link>
      )}
    </>
  );
}

/**
 * Spec §2/§4: the payment provider returns here; the purchase is credited on the server. A
 * logged-in member with the payment's id sees it land (or why not), and goes back to the
 * conversation that asked for the coins; a visitor gets the spec's words (close the window,
 * the purchase arrives by itself); without a payment the page says there is none, never
 * that one succeeded.
 */
export function PaySuccessScreen({ queryRef }: RouteScreenProps<PaySuccessScreenQuery>) {
  const viewer = useViewer();
  const [search] = useSearchParams();
  const paymentId = search.get('payment');
  const chatWith = viewer && paymentId ? search.get('with') : null;
  return (
    <main className="standalone">
      <section className="centered-card pay-success" data-testid="screen-pay-success">
        {viewer && paymentId ? (
          <Suspense fallback={<Loading />}>
            <PaymentProgress paymentId={paymentId} queryRef={queryRef} />
          </Suspense>
        ) : paymentId ? (
          <div data-testid="payment-elsewhere">
            <h1>
              <FormattedMessage id="paySuccess.returnedTitle" />
            </h1>
            <p>
              <FormattedMessage id="paySuccess.body" />
            </p>
          </div>
        ) : (
          <div data-testid="payment-none">
            <h1>
              <FormattedMessage id="paySuccess.noneTitle" />
            </h1>
            <p>
              <FormattedMessage id="paySuccess.none" />
            </p>
          </div>
        )}
        <div className="actions">
          {viewer && (
            <Link className="button ghost" to={paths.account(2)} data-testid="pay-success-coins">
              <FormattedMessage id="paySuccess.toCoins" />
            </Link>
          )}
          <Link
            className={chatWith ? 'button ghost' : 'button primary'}
            to={viewer ? paths.home() : paths.login()}
            data-testid="pay-success-continue"
          >
            <FormattedMessage id={viewer ? 'comingSoon.backHome' : 'comingSoon.backToLogin'} />
          </Link>
        </div>
      </section>
    </main>
  );
}
