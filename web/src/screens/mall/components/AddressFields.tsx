import { useIntl } from 'react-intl';
import { TextField } from '../../../components/TextField';
import { RequiredMark } from '../../../components/RequiredMark';
import type { FormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { ADDRESS_MAX, CONSIGNEE_MAX, type AddressValues } from './addressRules';

/** The consignee, phone and address fields, with their errors (`<testIdPrefix>-consignee` …). */
export function AddressFields({
  values,
  errors,
  testIdPrefix,
  onChange,
}: {
  values: AddressValues;
  errors: FormErrors<keyof AddressValues>;
  testIdPrefix: string;
  onChange(values: AddressValues): void;
}) {
  const intl = useIntl();
  const say = useSay();
  const addressError = say(errors.address);
  const addressId = `${testIdPrefix}-address`;
  return (
    <>
      <TextField
        testId={`${testIdPrefix}-consignee`}
        label={intl.formatMessage({ id: 'mall.address.consignee' })}
        required
        autoComplete="name"
        maxLength={CONSIGNEE_MAX}
        value={values.consignee}
        error={say(errors.consignee)}
        onChange={(consignee) => onChange({ ...values, consignee })}
      />
      <TextField
        testId={`${testIdPrefix}-phone`}
        label={intl.formatMessage({ id: 'mall.address.phone' })}
        required
        type="tel"
        autoComplete="tel"
        maxLength={20}
        value={values.phone}
        error={say(errors.phone)}
        onChange={(phone) => onChange({ ...values, phone })}
      />
      <label className="field">
        <span>
          {intl.formatMessage({ id: 'mall.address.address' })}
          <RequiredMark />
        </span>
        <textarea
          data-testid={addressId}
          aria-required
          aria-invalid={Boolean(addressError)}
          aria-describedby={addressError ? `${addressId}-error` : undefined}
          autoComplete="street-address"
          rows={3}
          maxLength={ADDRESS_MAX}
          value={values.address}
          onChange={(event) => onChange({ ...values, address: event.target.value })}
        />
        {addressError && (
          <span id={`${addressId}-error`} className="field-error" role="alert" data-testid={`${addressId}-error`}>
            {addressError}
          </span>
        )}
      </label>
    </>
  );
}
