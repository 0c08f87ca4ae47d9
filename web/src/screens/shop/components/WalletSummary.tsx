import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WalletSummary_viewer$key } from '../../../__generated__/WalletSummary_viewer.graphql';

/**
 * The viewer's balances, as the dialogs and account pages show them. Every economy mutation
 * spreads this fragment into its payload's viewer (and so do live wallet events), so each
 * balance on screen, the sidebar's included, changes the moment the server's does.
 */
export function WalletSummary({
  viewer,
  show = ['gold'],
}: {
  viewer: WalletSummary_viewer$key;
  show?: ReadonlyArray<'gold' | 'translation' | 'freeGifts'>;
}) {
  const data = useFragment(
    graphql`
      fragment WalletSummary_viewer on Viewer {
        id
        goldCoins
        translationCharacters
        translationPackCharacters
        membershipTranslationCharacters
        freeTranslation {
          charactersLeft
          charactersPerDay
        }
        freeGiftsLeft
        membershipExpiresAt
        user {
          id
          vipLevel
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  return (
    <dl className="wallet-summary">
      {show.includes('gold') && (
        <div>
          <dt>
            <FormattedMessage id="shop.balance.gold" />
          </dt>
          <dd data-testid="wallet-gold">{intl.formatNumber(data.goldCoins)}</dd>
        </div>
      )}
      {show.includes('translation') && (
        <div>
          <dt>
            <FormattedMessage id="shop.balance.translation" />
          </dt>
          <dd data-testid="wallet-translation">
            {intl.formatNumber(data.translationCharacters)}
            <span className="muted-small">
              {' '}
              <FormattedMessage
                id="shop.balance.translationSplit"
                values={{
                  pack: intl.formatNumber(data.translationPackCharacters),
                  membership: intl.formatNumber(data.membershipTranslationCharacters),
                }}
              />
            </span>
          </dd>
        </div>
      )}
      {show.includes('translation') && (
        <div>
          <dt>
            <FormattedMessage id="shop.balance.freeTranslation" />
          </dt>
          <dd data-testid="wallet-free-translation">
            <FormattedMessage
              id="shop.balance.freeTranslationLeft"
              values={{ left: data.freeTranslation.charactersLeft, perDay: data.freeTranslation.charactersPerDay }}
            />
          </dd>
        </div>
      )}
      {show.includes('freeGifts') && (
        <div>
          <dt>
            <FormattedMessage id="shop.balance.freeGifts" />
          </dt>
          <dd data-testid="wallet-free-gifts">
            {data.freeGiftsLeft == null ? (
              <FormattedMessage id="shop.unlimited" />
            ) : (
              intl.formatNumber(data.freeGiftsLeft)
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
