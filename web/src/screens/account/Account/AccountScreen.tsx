import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/Loading';
import type { MessageId } from '../../../i18n/messages';
import { paths, type AccountTab } from '../../../routing/paths';
import { lazyNamed } from '../../../routing/screens';
import { AccountSecurity } from '../Security/AccountSecurity';

const CoinsScreen = lazyNamed(() => import('../../shop/Coins/CoinsScreen'), 'CoinsScreen');
const TranslationPacksScreen = lazyNamed(() => import('../../shop/TranslationPacks/TranslationPacksScreen'), 'TranslationPacksScreen');

const TABS: Array<[AccountTab, MessageId]> = [
  [1, 'account.tab.security'],
  [2, 'account.tab.coins'],
  [3, 'account.tab.translation'],
];

/** /account?index=1|2|3 (spec §2): account (security), gold coins, translation packages, as tabs. */
export function AccountScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const index: AccountTab = params.get('index') === '2' ? 2 : params.get('index') === '3' ? 3 : 1;
  return (
    <>
      <nav className="segmented" aria-label={intl.formatMessage({ id: 'screen.account' })}>
        {TABS.map(([tab, label]) => (
          <Link key={tab} to={paths.account(tab)} className={tab === index ? 'active' : undefined} aria-current={tab === index ? 'page' : undefined} data-testid={`account-tab-${tab}`}>
            <FormattedMessage id={label} />
          </Link>
        ))}
      </nav>
      <Suspense fallback={<Loading />}>{index === 2 ? <CoinsScreen /> : index === 3 ? <TranslationPacksScreen /> : <AccountSecurity />}</Suspense>
    </>
  );
}
