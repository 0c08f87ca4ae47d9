import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES, addressInput } from './addressRules';

const valid = { consignee: 'Inês Duarte', phone: '+351 912 345 678', address: 'Rua das Flores 77, Lisboa' };
const check = (values: typeof valid) =>
  Object.fromEntries(Object.entries(ADDRESS_RULES).map(([field, rule]) => [field, rule(values)]));

describe('the gift address in the page', () => {
  it('takes a name, a phone of digits and + - ( ), and an address', () => {
    expect(check(valid)).toEqual({ consignee: undefined, phone: undefined, address: undefined });
    expect(check({ ...valid, phone: '(030) 123-45' }).phone).toBeUndefined();
  });

  it('says what is missing or wrong, as upstream would refuse it', () => {
    expect(check({ consignee: ' ', phone: '', address: '' })).toEqual({
      consignee: 'mall.address.consignee.required',
      phone: 'mall.address.phone.required',
      address: 'mall.address.address.required',
    });
    expect(check({ ...valid, phone: 'call me' }).phone).toBe('mall.address.phone.invalid');
    expect(check({ ...valid, phone: '1234' }).phone).toBe('mall.address.phone.invalid');
    expect(check({ ...valid, consignee: 'x'.repeat(51) }).consignee).toBe('mall.address.consignee.long');
    expect(check({ ...valid, address: 'x'.repeat(301) }).address).toBe('mall.address.address.long');
  });

  it('sends the fields trimmed', () => {
    expect(addressInput({ consignee: ' Inês ', phone: ' 12345 ', address: ' Rua 1 ' })).toEqual({
      consignee: 'Inês',
      phone: '12345',
      address: 'Rua 1',
    });
  });
});
