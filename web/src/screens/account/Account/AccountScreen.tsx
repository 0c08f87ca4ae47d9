import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountScreenQuery } from '../../../__generated__/AccountScreenQuery.graphql';
import { Loading } from '../../../components/Loading';
import type { MessageId } from '../../../i18n/messages';
import { accountTab, paths, type AccountTab } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { CoinsScreen } from '../../shop/Coins/CoinsScreen';
import { TranslationPacksScreen } from '../../shop/TranslationPacks/TranslationPacksScreen';
import { AccountSecurity } from '../Security/AccountSecurity';

const query = graphql`
  query AccountScreenQuery($coins: Boolean!, $packs: Boolean!) @preloadable {
    ...CoinsScreen_query @include(if: $coins) @alias(as: "coins")
    ...TranslationPacksScreen_query @include(if: $packs) @alias(as: "packs")
  }
`;

const TABS: Array<[AccountTab, MessageId]> = [
  [1, 'account.tab.security'],
  [2, 'account.tab.coins'],
  [3, 'account.tab.translation'],
];

/** The shop's tabs, from the route's query. */
function ShopTab({ queryRef, tab }: { queryRef: PreloadedQuery<AccountScreenQuery>; tab: 2 | 3 }) {
  const { coins, packs } = usePreloadedQuery<AccountScreenQuery>(query, queryRef);
  if (tab === 2) return coins ? <CoinsScreen query={coins} /> : null;
  return packs ? <TranslationPacksScreen query={packs} /> : null;
}

/**
 * /account?index=1|2|3 (spec §2): account (security), gold coins, translation packages, as
 * tabs; the tabs stay while a tab's data loads.
 */
export function AccountScreen({ queryRef }: RouteScreenProps<AccountScreenQuery>) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const index = accountTab(params);
  return (
    <>
      <nav className="segmented" aria-label={intl.formatMessage({ id: 'screen.account' })}>
        {TABS.map(([tab, label]) => (
          <Link
            key={tab}
            to={paths.account(tab)}
            className={tab === index ? 'active' : undefined}
            aria-current={tab === index ? 'page' : undefined}
            data-testid={`account-tab-${tab}`}
          >
            <FormattedMessage id={label} />
          </Link>
        ))}
      </nav>
      {index === 1 ? (
        <AccountSecurity />
      ) : (
        <Suspense fallback={<Loading />}>
          <ShopTab queryRef={queryRef} tab={index} />
        </Suspense>
      )}
    </>
  );
}
