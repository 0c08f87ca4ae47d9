import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useInterfaceLanguageUpdateMutation } from './mutations/useInterfaceLanguageUpdateMutation';

/**
 * Tells the service the interface language a logged-in member switches to (login and
 * registration tell it by themselves): until they choose a common language, messages are
 * translated for them into the one they read Across in, as this window shows it.
 */
export function useInterfaceLanguage() {
  const { language } = useLanguage();
  const [update] = useInterfaceLanguageUpdateMutation();
  const told = useRef(language);
  useEffect(() => {
    if (told.current === language) return;
    told.current = language;
    update({ variables: { input: { language } } });
  }, [language, update]);
}
