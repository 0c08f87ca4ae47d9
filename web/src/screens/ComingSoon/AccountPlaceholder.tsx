import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from './ComingSoon';

/** /account?index=1|2|3 (spec §2): account, gold coins, translation packages. */
export function AccountPlaceholder() {
  const [params] = useSearchParams();
  const index = params.get('index');
  return <ComingSoon screen={index === '2' ? 'accountCoins' : index === '3' ? 'accountTranslation' : 'account'} />;
}
