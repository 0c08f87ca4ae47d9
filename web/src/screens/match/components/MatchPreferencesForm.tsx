import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FactLists } from '../../../components/profileFacts';
import { SelectField } from '../../../components/SelectField';
import { range } from '../../profile/components/profileForm';
import { AGE_MAX, AGE_MIN, choicesMade, NO_PREFERENCES, withChange, type PreferencesDraft } from './matchPreferences';

const AGES = range(AGE_MIN, AGE_MAX).map((age) => ({ value: String(age), label: String(age) }));
/** Open at first where there is room; on a phone the start button comes first and the choices open on asking. */
const roomy = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 769px)').matches;

/**
 * An SVIP member's choices for the next match (spec: gender, age range, a language they speak, a region), each
 * optional; the start sends them, and the server keeps them with the attempt.
 */
export function MatchPreferencesForm({
  draft,
  lists,
  onChange,
  folded = false,
}: {
  draft: PreferencesDraft;
  lists: FactLists;
  onChange(next: PreferencesDraft): void;
  /** Closed at first wherever it is (under a partner's card: the choices for the next match, on asking). */
  folded?: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(() => !folded && roomy());
  const set = (patch: Partial<PreferencesDraft>) => onChange(withChange(draft, patch));
  const count = choicesMade(draft);
  return (
    <details
      className="match-preferences"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="match-preferences"
    >
      <summary data-testid="match-preferences-toggle">
        <FormattedMessage id="match.preferences.summary" values={{ count }} />
      </summary>
      <fieldset className="match-preferences-fields">
        <legend className="visually-hidden">
          <FormattedMessage id="match.preferences.title" />
        </legend>
        <SelectField
          testId="match-pref-gender"
          label={intl.formatMessage({ id: 'match.preferences.gender' })}
          placeholder={intl.formatMessage({ id: 'match.preferences.anyone' })}
          options={[
            { value: 'FEMALE', label: intl.formatMessage({ id: 'match.preferences.women' }) },
            { value: 'MALE', label: intl.formatMessage({ id: 'match.preferences.men' }) },
          ]}
          value={draft.gender}
          onChange={(gender) => set({ gender: gender as PreferencesDraft['gender'] })}
        />
        <SelectField
          testId="match-pref-language"
          label={intl.formatMessage({ id: 'match.preferences.language' })}
          placeholder={intl.formatMessage({ id: 'match.preferences.anyLanguage' })}
          options={lists.languages.map((item) => ({ value: item.code, label: item.name }))}
          value={draft.language}
          onChange={(language) => set({ language })}
        />
        <SelectField
          testId="match-pref-region"
          label={intl.formatMessage({ id: 'match.preferences.region' })}
          placeholder={intl.formatMessage({ id: 'match.preferences.anywhere' })}
          options={lists.regions.map((item) => ({ value: item.code, label: item.name }))}
          value={draft.region}
          onChange={(region) => set({ region })}
        />
        <fieldset className="match-ages">
          <legend>
            <FormattedMessage id="match.preferences.age" />
          </legend>
          <div className="select-row">
            <SelectField
              testId="match-pref-age-min"
              label={intl.formatMessage({ id: 'match.preferences.ageFrom' })}
              placeholder={intl.formatMessage({ id: 'match.preferences.any' })}
              options={AGES}
              value={draft.ageMin}
              onChange={(ageMin) => set({ ageMin })}
            />
            <SelectField
              testId="match-pref-age-max"
              label={intl.formatMessage({ id: 'match.preferences.ageTo' })}
              placeholder={intl.formatMessage({ id: 'match.preferences.any' })}
              options={AGES}
              value={draft.ageMax}
              onChange={(ageMax) => set({ ageMax })}
            />
          </div>
        </fieldset>
        {count > 0 && (
          <div className="match-preferences-end">
            <button
              type="button"
              className="button ghost small"
              data-testid="match-pref-clear"
              onClick={() => onChange(NO_PREFERENCES)}
            >
              <FormattedMessage id="match.preferences.clear" />
            </button>
          </div>
        )}
      </fieldset>
    </details>
  );
}
