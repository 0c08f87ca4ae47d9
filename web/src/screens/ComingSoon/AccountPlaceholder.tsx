import { useSearchParams } from 'react-router-dom';
import { AccountSecurity } from '../Account/AccountSecurity';
import { ComingSoon } from './ComingSoon';

/** /account?index=1|2|3 (spec §2): account (security), gold coins, translation packages. */
export function AccountPlaceholder() {
  const [params] = useSearchParams();
  const index = params.get('index');
  if (index === '2') return <ComingSoon screen="accountCoins" />;
  if (index === '3') return <ComingSoon screen="accountTranslation" />;
  return <AccountSecurity />;
}
