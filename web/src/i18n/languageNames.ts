import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * A language code's name in the interface language (`es` → "Spanish", "español" ...), as the server names the lists.
 */
export function useLanguageName(): (code: string) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
