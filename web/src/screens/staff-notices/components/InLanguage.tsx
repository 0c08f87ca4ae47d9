import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Loading } from '../../../components/Loading';
import type { UiLanguage } from '../../../i18n/languages';
import { type Catalogue, loadCatalogue } from '../../../i18n/messages';

/**
 * Its children in another UI language (its catalogue downloaded once): a preview shows the member's words around the
 * text, their dates and marks, as a member reading in that language sees them.
 */
export function InLanguage({ language, children }: { language: UiLanguage; children: ReactNode }) {
  const [shown, setShown] = useState<{ language: UiLanguage; messages: Catalogue } | null>(null);
  useEffect(() => {
    let current = true;
    void loadCatalogue(language).then((messages) => current && setShown({ language, messages }));
    return () => {
      current = false;
    };
  }, [language]);
  if (!shown || shown.language !== language) return <Loading />;
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
