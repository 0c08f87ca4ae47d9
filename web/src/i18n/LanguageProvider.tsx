import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import { resolveParticles } from './koreanParticles';
import { saveLanguage, type UiLanguage } from './languages';
import { type CataloguePart, loadCatalogue, type Catalogue } from './messages';

interface LanguageState {
  language: UiLanguage;
  setLanguage(language: UiLanguage): void;
}

/** A language with its messages: shown together, so the page never shows message ids. */
export interface ShownLanguage {
  language: UiLanguage;
  messages: Catalogue;
}

const LanguageContext = createContext<LanguageState | null>(null);

const intlCache = createIntlCache();

/**
 * react-intl for `language`. Korean's formatted messages pass through `resolveParticles`, so
 * "{language}을(를)" in the catalogue reads "한국어를" on the page.
 */
function intlFor({ language, messages }: ShownLanguage): IntlShape {
  const intl = createIntl({ locale: language, defaultLocale: 'en', messages }, intlCache);
  if (language !== 'ko') return intl;
  const format = intl.formatMessage;
  const formatMessage = ((...args: Parameters<typeof format>) => {
    const formatted = format(...args);
    if (typeof formatted === 'string') return resolveParticles(formatted);
    if (!Array.isArray(formatted)) return formatted;
    // Rich text: each text chunk, read after the one before it.
    let before = '';
    return formatted.map((chunk: unknown) => {
      if (typeof chunk !== 'string') return chunk;
      const resolved = resolveParticles(chunk, before);
      before = chunk;
      return resolved;
    });
  }) as typeof format;
  return { ...intl, formatMessage, $t: formatMessage };
}

/**
 * The current UI language: react-intl messages, <html lang>, and what the network sends to the BFF.
 * Starts with the language main.tsx loaded before the first render; a switch downloads the
 * other catalogue and changes the page once it is there.
 */
export function LanguageProvider({
  initial,
  children,
  onChange,
}: {
  initial: ShownLanguage;
  children: ReactNode;
  onChange(language: UiLanguage): void;
}) {
  const [shown, setShown] = useState<ShownLanguage>(initial);
  const { language } = shown;
  const requested = useRef(initial.language);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const setLanguage = useCallback((next: UiLanguage) => {
    requested.current = next;
    loadCatalogue(next).then(
      (nextMessages) => {
        if (requested.current !== next) return; // the member chose again meanwhile
        saveLanguage(next);
        // Before the page changes: what the screens fetch on the switch (the lists' names)
        // runs in their effects, before this provider's own, and must ask in the new language.
        latestOnChange.current(next);
        setShown({ language: next, messages: nextMessages });
      },
      (error: unknown) => console.error(`The ${next} messages could not be loaded`, error),
    );
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const intl = useMemo(() => intlFor(shown), [shown]);
  return (
    <LanguageContext.Provider value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * `children` with a part of the catalogue beyond the members' (the staff console's) in the language shown: suspends
 * while that part downloads, once per language.
 */
export function WithCataloguePart({ part, children }: { part: CataloguePart; children: ReactNode }) {
  const { language } = useLanguage();
  const { messages } = useIntl();
  const added = use(loadCatalogue(language, part));
  const intl = useMemo(
    () => intlFor({ language, messages: { ...(messages as Catalogue), ...added } }),
    [language, messages, added],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}
