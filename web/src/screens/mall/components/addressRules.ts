import type { MessageId } from '../../../i18n/messages';

/** Where a gift goes, as the form holds it. */
export interface AddressValues {
  consignee: string;
  phone: string;
  address: string;
}

export const EMPTY_ADDRESS: AddressValues = { consignee: '', phone: '', address: '' };

/** Upstream's bounds (docs/contract.md, gift mall): the page says them first, the server checks them again. */
export const CONSIGNEE_MAX = 50;
export const ADDRESS_MAX = 300;
const PHONE = /^[0-9 +\-()]{5,20}$/;

/** Each address field's rule: the message id of what is wrong, or undefined. */
export const ADDRESS_RULES = {
  consignee: ({ consignee }: AddressValues): MessageId | undefined =>
    !consignee.trim()
      ? 'mall.address.consignee.required'
      : consignee.trim().length > CONSIGNEE_MAX
        ? 'mall.address.consignee.long'
        : undefined,
  phone: ({ phone }: AddressValues): MessageId | undefined =>
    !phone.trim() ? 'mall.address.phone.required' : PHONE.test(phone.trim()) ? undefined : 'mall.address.phone.invalid',
  address: ({ address }: AddressValues): MessageId | undefined =>
    !address.trim()
      ? 'mall.address.address.required'
      : address.trim().length > ADDRESS_MAX
        ? 'mall.address.address.long'
        : undefined,
};

/** The address as it is sent: trimmed. */
export const addressInput = ({ consignee, phone, address }: AddressValues): AddressValues => ({
  consignee: consignee.trim(),
  phone: phone.trim(),
  address: address.trim(),
});
