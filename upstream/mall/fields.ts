import { validationError } from '../errors';
import { optionalTextField } from '../fields';
import type { Address } from './ordering';
import { ORDER_MESSAGE_MAX, ORDER_QUANTITY_MAX, type OrderState } from './queries';

const CONSIGNEE_MAX = 50;
const ADDRESS_MAX = 300;
const PHONE = /^[0-9+\-() ]{5,20}$/;
const ORDER_STATES: readonly OrderState[] = ['awaiting_address', 'confirmed', 'declined', 'cancelled', 'expired'];

/** 1 to 10; absent is 1. */
export function quantity(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > ORDER_QUANTITY_MAX)
    throw validationError('quantity', 'mall.quantity');
  return value as number;
}

/** The buyer's message to their friend: at most 200 characters, trimmed; absent is ''. */
export const message = (body: Record<string, unknown>) =>
  optionalTextField(body, 'message', ORDER_MESSAGE_MAX, 'mall.message');

/** A consignee, a phone and an address, each required and bounded (spec §5: an address entered). */
export function address(body: Record<string, unknown>): Address {
  const required = (field: string, max: number, key: 'mall.consignee' | 'mall.address') => {
    const text = optionalTextField(body, field, max, key);
    if (!text) throw validationError(field, key);
    return text;
  };
  const consignee = required('consignee', CONSIGNEE_MAX, 'mall.consignee');
  const phone = optionalTextField(body, 'phone', 20, 'mall.phone');
  if (!PHONE.test(phone)) throw validationError('phone', 'mall.phone');
  return { consignee, phone, address: required('address', ADDRESS_MAX, 'mall.address') };
}

/**
 * The buyer's choice (spec §5, and ours): the address entered, or `askRecipient: true` and none
 * of its fields; null asks the recipient.
 */
export function buyerAddress(body: Record<string, unknown>): Address | null {
  const ask = body.askRecipient;
  if (ask !== undefined && ask !== null && typeof ask !== 'boolean')
    throw validationError('askRecipient', 'mall.askRecipient');
  const given = ['consignee', 'phone', 'address'].some((field) => body[field] !== undefined && body[field] !== null);
  if (ask === true) {
    if (given) throw validationError('askRecipient', 'mall.addressChoice');
    return null;
  }
  if (!given) throw validationError('address', 'mall.addressChoice');
  return address(body);
}

export function fulfilment(value: unknown): 'shipped' | 'delivered' {
  if (value !== 'shipped' && value !== 'delivered') throw validationError('fulfilment', 'mall.fulfilment');
  return value;
}

/** The staff list's optional filter. */
export function orderState(value: unknown): OrderState | undefined {
  if (value === undefined || value === '') return undefined;
  if (!ORDER_STATES.includes(value as OrderState)) throw validationError('state', 'mall.orderId');
  return value as OrderState;
}
