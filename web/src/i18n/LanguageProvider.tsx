import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { initialLanguage, saveLanguage, type UiLanguage } from './languages';
import { catalogues } from './messages';

interface LanguageState {
  language: UiLanguage;
  setLanguage(language: UiLanguage): void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The current UI language: react-intl messages, <html lang>, and what the network sends to the BFF. */
export function LanguageProvider({ children, onChange }: { children: ReactNode; onChange(language: UiLanguage): void }) {
  const [language, setLanguageState] = useState<UiLanguage>(initialLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
    onChange(language);
  }, [language, onChange]);

  const setLanguage = useCallback((next: UiLanguage) => {
    saveLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="en" messages={catalogues[language]}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}
