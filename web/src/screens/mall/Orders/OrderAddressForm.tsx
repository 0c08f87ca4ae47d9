import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { errorText, useSay } from '../../../i18n/errorText';
import { AddressFields } from '../components/AddressFields';
import { ADDRESS_RULES, addressInput, EMPTY_ADDRESS, type AddressValues } from '../components/addressRules';
import { useOrderAddressProvideMutation } from './mutations/useOrderAddressProvideMutation';

const FIELDS = new Set(['consignee', 'phone', 'address']);

/**
 * The recipient's own address for a gift (the buyer never reads it): checked in the page, then sent; the order is
 * confirmed in place. `onDone` once it went through, `onCancel` to put the form away.
 */
export function OrderAddressForm({ orderId, onDone, onCancel }: { orderId: string; onDone(): void; onCancel(): void }) {
  const say = useSay();
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  const { formRef, errors, check, fail } = useFormErrors<keyof AddressValues, AddressValues>(values, ADDRESS_RULES);
  const [provide, providing] = useOrderAddressProvideMutation();
  const submit = () => {
    if (fail(check())) return;
    provide({
      variables: { input: { orderId, ...addressInput(values) } },
      onResult: ({ ok, error }) => {
        if (ok) onDone();
        else {
          const field = error.type === 'ValidationError' && FIELDS.has(error.field ?? '') ? error.field : 'form';
          fail({ [field as string]: errorText(error) } as FormErrors<keyof AddressValues>);
        }
      },
    });
  };
  return (
    <form
      ref={formRef}
      className="mall-address-form"
      data-testid="order-address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="muted-small">
        <FormattedMessage id="mall.address.private" />
      </p>
      <AddressFields values={values} errors={errors} testIdPrefix="order-address" onChange={setValues} />
      <FormError testId="order-address-error">{say(errors.form)}</FormError>
      <div className="actions">
        <button type="button" className="button ghost" onClick={onCancel}>
          <FormattedMessage id="chat.cancel" />
        </button>
        <button type="submit" className="button primary" data-testid="order-address-send" disabled={providing}>
          <FormattedMessage id="mall.address.send" />
        </button>
      </div>
    </form>
  );
}
