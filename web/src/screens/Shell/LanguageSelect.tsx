import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isUiLanguage, UI_LANGUAGES } from '../../i18n/languages';

/** The eight UI languages, each in its own name. */
export function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  return (
    <select
      className="language-select"
      data-testid={testId}
      aria-label={intl.formatMessage({ id: 'header.language' })}
      value={language}
      onChange={(event) => isUiLanguage(event.target.value) && setLanguage(event.target.value)}
    >
      {UI_LANGUAGES.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
