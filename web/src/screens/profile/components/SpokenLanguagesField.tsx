import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../../components/SelectField';
import { SPOKEN_LANGUAGES_MAX } from './validateProfile';

type Named = ReadonlyArray<{ readonly code: string; readonly name: string }>;

/**
 * The other languages a member speaks, besides their common one: each chosen one a chip that
 * removes it, and a select that adds another (the product knows some hundred languages: a
 * select finds one faster than a wall of checkboxes, on a phone too). Removing a chip gives the
 * focus to the select, so the keyboard never loses its place.
 */
export function SpokenLanguagesField(props: {
  languages: Named;
  common: string;
  value: ReadonlyArray<string>;
  onChange(value: string[]): void;
}) {
  const { languages, common, value, onChange } = props;
  const intl = useIntl();
  const hintId = useId();
  const selectId = useId();
  const name = (code: string) => languages.find((language) => language.code === code)?.name ?? code;
  const chosen = value.filter((code) => code !== common);
  const addable = languages.filter((language) => language.code !== common && !chosen.includes(language.code));

  const remove = (code: string) => {
    onChange(chosen.filter((item) => item !== code));
    // The chip goes: the focus goes to the select (which appears again if the list was full).
    requestAnimationFrame(() => document.getElementById(selectId)?.focus());
  };

  return (
    <fieldset className="spoken-languages" aria-describedby={hintId} data-testid="register-spoken">
      <legend>
        <FormattedMessage id="profile.spokenLanguages" />
      </legend>
      <small id={hintId} className="muted-small">
        <FormattedMessage id="profile.spokenLanguagesHint" values={{ max: SPOKEN_LANGUAGES_MAX }} />
      </small>
      {chosen.length > 0 && (
        <ul className="chosen" data-testid="register-spoken-chosen">
          {chosen.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="chip selected"
                data-testid={`register-spoken-${code}`}
                aria-label={intl.formatMessage({ id: 'profile.spokenLanguagesRemove' }, { language: name(code) })}
                onClick={() => remove(code)}
              >
                {name(code)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length < SPOKEN_LANGUAGES_MAX ? (
        <SelectField
          id={selectId}
          testId="register-spoken-add"
          label={intl.formatMessage({ id: 'profile.spokenLanguagesAdd' })}
          placeholder={intl.formatMessage({ id: 'profile.spokenLanguagesChoose' })}
          options={addable.map((language) => ({ value: language.code, label: language.name }))}
          value=""
          onChange={(code) => code && onChange([...chosen, code])}
        />
      ) : (
        <p className="muted-small" data-testid="register-spoken-full">
          <FormattedMessage id="profile.spokenLanguagesFull" values={{ max: SPOKEN_LANGUAGES_MAX }} />
        </p>
      )}
    </fieldset>
  );
}
