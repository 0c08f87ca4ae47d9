import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { CoinsScreen_query$key } from '../../../__generated__/CoinsScreen_query.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { BillList } from '../components/BillList';
import { WalletSummary } from '../components/WalletSummary';
import { useCoinPurchaseStartMutation } from './mutations/useCoinPurchaseStartMutation';

/** Spec §9: a top-up is a positive whole number of coins. */
const CUSTOM_MAX = 10_000;
/** Kinds of bill line that never move coins: the packs tab shows them. */
const CHARACTERS_ONLY = ['membership_allowance', 'membership_expiry'];

/**
 * /account?index=2 (spec §2): my gold coins, the packages to buy (or an amount of my own)
 * through the payment provider, and my bill records of coins (a pack bought is one line here,
 * its characters' line is on the packs tab). Reached from a conversation that asked
 * for coins (`?with=`), the payment comes back with the way to it. Its data comes with
 * /account's query (account/Account).
 */
export function CoinsScreen({ query }: { query: CoinsScreen_query$key }) {
  const data = useFragment(
    graphql`
      fragment CoinsScreen_query on Query {
        coinPackages {
          packageId
          goldCoins
          price
          currency
        }
        billTypes {
          type
          name
        }
        viewer {
          ...WalletSummary_viewer
          ...BillList_viewer @arguments(assets: [COIN])
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const say = useSay();
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const [start, starting] = useCoinPurchaseStartMutation();
  // A refusal (too many purchases started) is said under the packages: bring it into sight on a phone.
  const errorLine = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorLine.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);
  const conversationWith = useSearchParams()[0].get('with');
  if (!data.viewer) return null;

  const buy = (input: { packageId: number } | { goldCoins: number }) =>
    start({
      variables: { input: { ...input, conversationWith } },
      onResult: ({ ok, error: failure }) => {
        if (ok?.approveUrl) window.location.assign(ok.approveUrl);
        else if (failure) setError(errorText(failure));
      },
    });
  const buyCustom = () => {
    const coins = Number(custom);
    if (!Number.isInteger(coins) || coins < 1 || coins > CUSTOM_MAX) setError({ id: 'shop.coins.customInvalid' });
    else buy({ goldCoins: coins });
  };

  return (
    <section className="shop-screen" data-testid="screen-coins">
      <h1>
        <FormattedMessage id="shop.coins.title" />
      </h1>
      <section className="card">
        <WalletSummary viewer={data.viewer} />
        <p className="muted-small">
          <FormattedMessage id="shop.coins.about" />
        </p>
      </section>
      <section className="card">
        <h2>
          <FormattedMessage id="shop.coins.buy" />
        </h2>
        <ul className="product-grid">
          {data.coinPackages.map((pack) => (
            <li key={pack.packageId} className="product">
              <strong>
                <FormattedMessage id="shop.coins" values={{ count: pack.goldCoins }} />
              </strong>
              <span className="muted">
                {intl.formatNumber(pack.price, { style: 'currency', currency: pack.currency })}
              </span>
              <button
                type="button"
                className="button primary small"
                data-testid={`coin-package-${pack.goldCoins}`}
                disabled={starting}
                onClick={() => buy({ packageId: pack.packageId })}
              >
                <FormattedMessage id="shop.buy" />
              </button>
            </li>
          ))}
        </ul>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            buyCustom();
          }}
        >
          <label className="field inline">
            <FormattedMessage id="shop.coins.custom" />
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={CUSTOM_MAX}
              step={1}
              data-testid="coin-custom"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
            />
          </label>
          <button type="submit" className="button ghost" data-testid="coin-custom-buy" disabled={starting}>
            <FormattedMessage id="shop.buy" />
          </button>
        </form>
        <div ref={errorLine}>
          <FormError testId="coin-error">{say(error)}</FormError>
        </div>
      </section>
      <BillList viewer={data.viewer} types={data.billTypes.filter((kind) => !CHARACTERS_ONLY.includes(kind.type))} />
    </section>
  );
}
