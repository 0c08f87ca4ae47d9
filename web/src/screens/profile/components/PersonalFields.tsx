import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PersonalFields_lists$key } from '../../../__generated__/PersonalFields_lists.graphql';
import { RequiredMark } from '../../../components/RequiredMark';
import { SelectField } from '../../../components/SelectField';
import { useSay } from '../../../i18n/errorText';
import { range, type ProfileErrors } from './profileForm';
import { proposedFromBrowser } from './localeProposal';
import { SpokenLanguagesField } from './SpokenLanguagesField';
import type { ProfileDraft } from './useProfileDraft';
import { ADULT_AGE, daysInMonth } from './validateProfile';

const GENDERS = ['FEMALE', 'MALE', 'OTHER'] as const;

/**
 * The personal info fields (spec §5 step d): birth date (adults only), common language, the
 * other languages the member speaks (the one optional field), gender, region. With `propose`, an empty language and
 * country start from the browser's languages,
 * said as a proposal: they are saved only when the member saves the step.
 */
export function PersonalFields(props: {
  lists: PersonalFields_lists$key;
  draft: ProfileDraft;
  change(patch: Partial<ProfileDraft>): void;
  errors: ProfileErrors;
  propose?: boolean;
}) {
  const { draft, change, errors, propose = false } = props;
  const lists = useFragment(
    graphql`
      fragment PersonalFields_lists on SystemLists {
        languages {
          code
          name
        }
        regions {
          code
          name
        }
      }
    `,
    props.lists,
  );
  const intl = useIntl();
  const say = useSay();
  const [proposed, setProposed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the step opens; then the member's
  useEffect(() => {
    if (!propose || (draft.language && draft.regionCode)) return;
    const guess = proposedFromBrowser(navigator.languages ?? [navigator.language], {
      languages: lists.languages.map((item) => item.code),
      regions: lists.regions.map((item) => item.code),
    });
    const patch: Partial<ProfileDraft> = {};
    if (!draft.language && guess.language) patch.language = guess.language;
    if (!draft.regionCode && guess.regionCode) patch.regionCode = guess.regionCode;
    if (Object.keys(patch).length === 0) return;
    change(patch);
    setProposed(true);
  }, []);
  const thisYear = new Date().getFullYear();
  const years = range(thisYear - ADULT_AGE, thisYear - 100).map((year) => ({
    value: String(year),
    label: String(year),
  }));
  const months = range(1, 12).map((month) => ({
    value: String(month),
    label: intl.formatDate(new Date(2000, month - 1, 1), { month: 'long' }),
  }));
  const days = range(1, daysInMonth(Number(draft.year), Number(draft.month))).map((day) => ({
    value: String(day),
    label: String(day),
  }));

  return (
    <>
      <fieldset className="birth-date" aria-describedby={errors.year ? 'register-birthday-error' : undefined}>
        <legend>
          <FormattedMessage id="profile.birthday" />
          {/* One mark for the three selects, each aria-required. */}
          <RequiredMark />
        </legend>
        <div className="select-row">
          <SelectField
            testId="register-birth-year"
            aria-required
            label={intl.formatMessage({ id: 'profile.year' })}
            options={years}
            value={draft.year}
            invalid={Boolean(errors.year)}
            onChange={(year) => change({ year })}
          />
          <SelectField
            testId="register-birth-month"
            aria-required
            label={intl.formatMessage({ id: 'profile.month' })}
            options={months}
            value={draft.month}
            onChange={(month) => change({ month })}
          />
          <SelectField
            testId="register-birth-day"
            aria-required
            label={intl.formatMessage({ id: 'profile.day' })}
            options={days}
            value={draft.day}
            onChange={(day) => change({ day })}
          />
        </div>
        {errors.year && (
          <span id="register-birthday-error" className="field-error" role="alert" data-testid="register-birthday-error">
            {say(errors.year)}
          </span>
        )}
      </fieldset>
      <SelectField
        testId="register-language"
        required
        label={intl.formatMessage({ id: 'profile.language' })}
        options={lists.languages.map((item) => ({ value: item.code, label: item.name }))}
        value={draft.language}
        error={say(errors.language)}
        onChange={(language) => change({ language })}
      />
      {/* The common language is left out of it (and of what is saved), whichever is chosen. */}
      <SpokenLanguagesField
        languages={lists.languages}
        common={draft.language}
        value={draft.spokenLanguages}
        onChange={(spokenLanguages) => change({ spokenLanguages })}
      />
      <SelectField
        testId="register-gender"
        required
        label={intl.formatMessage({ id: 'profile.gender' })}
        options={GENDERS.map((gender) => ({
          value: gender,
          label: intl.formatMessage({ id: `profile.gender.${gender}` }),
        }))}
        value={draft.gender}
        error={say(errors.gender)}
        onChange={(gender) => change({ gender })}
      />
      <SelectField
        testId="register-region"
        required
        label={intl.formatMessage({ id: 'profile.region' })}
        options={lists.regions.map((item) => ({ value: item.code, label: item.name }))}
        value={draft.regionCode}
        error={say(errors.regionCode)}
        onChange={(regionCode) => change({ regionCode })}
      />
      {proposed && (
        <p className="muted-small" data-testid="register-proposed">
          <FormattedMessage id="profile.proposed" />
        </p>
      )}
    </>
  );
}
