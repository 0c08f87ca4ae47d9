import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FactLists } from '../../../components/profileFacts';
import { SelectField } from '../../../components/SelectField';
import { range } from '../../profile/components/profileForm';
import { AGE_MAX, AGE_MIN, filtersSet, NO_FILTER, withChange, type MeetFilter } from './meetFilter';

const AGES = range(AGE_MIN, AGE_MAX).map((age) => ({ value: String(age), label: String(age) }));
/** Open at first where there is room; on a phone the list comes first and the filters open on asking. */
const roomy = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 769px)').matches;

/** The meet list's filters: language, country or region, age from and to, online now; the server applies them. */
export function MeetFilters({
  filter,
  lists,
  onChange,
}: {
  filter: MeetFilter;
  lists: FactLists;
  onChange(next: MeetFilter): void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(roomy);
  const set = (patch: Partial<MeetFilter>) => onChange(withChange(filter, patch));
  const count = filtersSet(filter);
  return (
    <details
      className="meet-filters"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="meet-filters"
    >
      <summary data-testid="meet-filters-toggle">
        <FormattedMessage id="meet.filters" values={{ count }} />
      </summary>
      <div className="meet-filters-fields">
        <SelectField
          testId="meet-filter-language"
          label={intl.formatMessage({ id: 'meet.filter.language' })}
          placeholder={intl.formatMessage({ id: 'meet.filter.anyLanguage' })}
          options={lists.languages.map((item) => ({ value: item.code, label: item.name }))}
          value={filter.language}
          onChange={(language) => set({ language })}
        />
        <SelectField
          testId="meet-filter-region"
          label={intl.formatMessage({ id: 'meet.filter.region' })}
          placeholder={intl.formatMessage({ id: 'meet.filter.anywhere' })}
          options={lists.regions.map((item) => ({ value: item.code, label: item.name }))}
          value={filter.regionCode}
          onChange={(regionCode) => set({ regionCode })}
        />
        <fieldset className="meet-ages">
          <legend>
            <FormattedMessage id="meet.filter.age" />
          </legend>
          <div className="select-row">
            <SelectField
              testId="meet-filter-age-min"
              label={intl.formatMessage({ id: 'meet.filter.ageFrom' })}
              placeholder={intl.formatMessage({ id: 'meet.filter.any' })}
              options={AGES}
              value={filter.ageMin}
              onChange={(ageMin) => set({ ageMin })}
            />
            <SelectField
              testId="meet-filter-age-max"
              label={intl.formatMessage({ id: 'meet.filter.ageTo' })}
              placeholder={intl.formatMessage({ id: 'meet.filter.any' })}
              options={AGES}
              value={filter.ageMax}
              onChange={(ageMax) => set({ ageMax })}
            />
          </div>
        </fieldset>
        <div className="meet-filters-end">
          <label className="toggle">
            <input
              type="checkbox"
              data-testid="meet-filter-online"
              checked={filter.onlineNow}
              onChange={(event) => set({ onlineNow: event.target.checked })}
            />
            <FormattedMessage id="meet.filter.onlineNow" />
          </label>
          {count > 0 && (
            <button
              type="button"
              className="button ghost small"
              data-testid="meet-filter-clear"
              onClick={() => onChange({ ...NO_FILTER, gender: filter.gender })}
            >
              <FormattedMessage id="meet.filter.clear" />
            </button>
          )}
        </div>
      </div>
    </details>
  );
}
