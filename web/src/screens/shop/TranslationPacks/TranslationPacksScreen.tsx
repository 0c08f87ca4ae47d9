import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type {
  TranslationPacksScreen_query$data,
  TranslationPacksScreen_query$key,
} from '../../../__generated__/TranslationPacksScreen_query.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { BillList } from '../components/BillList';
import { InsufficientCoinsDialog } from '../components/InsufficientCoinsDialog';
import { useIdempotencyKey } from '../components/useIdempotencyKey';
import { WalletSummary } from '../components/WalletSummary';
import { useTranslationPackPurchaseMutation } from './mutations/useTranslationPackPurchaseMutation';

type Pack = TranslationPacksScreen_query$data['translationPacks'][number];

/**
 * /account?index=3 (spec §2): my translation characters (packs, and my membership's
 * monthly allowance), the packs to buy with gold coins, after a confirmation (coins are
 * not refundable, and a second tap must not buy a second pack), and where the characters
 * went: what packs and memberships added and what each translation took. Its data comes
 * with /account's query (account/Account).
 */
export function TranslationPacksScreen({ query }: { query: TranslationPacksScreen_query$key }) {
  const data = useFragment(
    graphql`
      fragment TranslationPacksScreen_query on Query {
        translationPacks {
          packId
          characters
          goldCoins
        }
        # Named apart: /account's query also holds the coins tab's bills of the same viewer, with other arguments.
        packsViewer: viewer {
          ...WalletSummary_viewer
          ...BillList_viewer @arguments(assets: [PACK_CHARACTER, MEMBERSHIP_CHARACTER])
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const say = useSay();
  const key = useIdempotencyKey();
  const [error, setError] = useState<ErrorText | null>(null);
  const [bought, setBought] = useState<number | null>(null);
  const [short, setShort] = useState(false);
  const [chosen, setChosen] = useState<Pack | null>(null);
  const [purchase, buying] = useTranslationPackPurchaseMutation();
  const viewer = data.packsViewer;
  if (!viewer) return null;

  const confirm = () => {
    if (!chosen) return;
    const { packId, characters } = chosen;
    setBought(null);
    purchase({
      variables: { input: { packId, idempotencyKey: key.current() } },
      onResult: ({ ok, error: failure }) => {
        setChosen(null);
        setError(null);
        if (ok) {
          key.renew();
          setBought(characters);
        } else if (failure?.type === 'InsufficientCoinsError') setShort(true);
        else if (failure) setError(errorText(failure));
      },
    });
  };

  return (
    <section className="shop-screen" data-testid="screen-translation-packs">
      <h1>
        <FormattedMessage id="shop.packs.title" />
      </h1>
      <section className="card">
        <WalletSummary viewer={viewer} show={['translation', 'gold']} />
        <p className="muted-small">
          <FormattedMessage id="shop.packs.about" />
        </p>
      </section>
      <section className="card">
        <h2>
          <FormattedMessage id="shop.packs.buy" />
        </h2>
        <ul className="product-grid">
          {data.translationPacks.map((pack) => (
            <li key={pack.packId} className="product">
              <strong>
                <FormattedMessage id="shop.packs.characters" values={{ count: intl.formatNumber(pack.characters) }} />
              </strong>
              <span className="muted">
                <FormattedMessage id="shop.coins" values={{ count: pack.goldCoins }} />
              </span>
              <button
                type="button"
                className="button primary small"
                data-testid={`pack-${pack.packId}`}
                disabled={buying}
                onClick={() => setChosen(pack)}
              >
                <FormattedMessage id="shop.buy" />
              </button>
            </li>
          ))}
        </ul>
        {bought !== null && (
          <p className="form-success" role="status" data-testid="pack-bought">
            <FormattedMessage id="shop.packs.bought" values={{ count: intl.formatNumber(bought) }} />
          </p>
        )}
        <FormError testId="pack-error">{say(error)}</FormError>
        <p>
          <Link className="link" to={paths.membership()}>
            <FormattedMessage id="shop.packs.membershipHint" />
          </Link>
        </p>
      </section>
      <BillList viewer={viewer} title="shop.history.title" />
      {chosen && (
        <ConfirmDialog
          testId="pack-confirm"
          confirm="shop.buy"
          cancel="chat.cancel"
          busy={buying}
          onConfirm={confirm}
          onCancel={() => setChosen(null)}
        >
          <FormattedMessage
            id="shop.packs.confirm"
            values={{ count: intl.formatNumber(chosen.characters), coins: chosen.goldCoins }}
          />
        </ConfirmDialog>
      )}
      {short && <InsufficientCoinsDialog onClose={() => setShort(false)} />}
    </section>
  );
}
