import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../common/ComingSoon/ComingSoon';
import { AccountSecurity } from '../Security/AccountSecurity';

/** /account?index=1|2|3 (spec §2): account (security), gold coins, translation packages. */
export function AccountScreen() {
  const [params] = useSearchParams();
  const index = params.get('index');
  if (index === '2') return <ComingSoon screen="accountCoins" />;
  if (index === '3') return <ComingSoon screen="accountTranslation" />;
  return <AccountSecurity />;
}
