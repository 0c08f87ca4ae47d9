import { describe, expect, it } from 'vitest';
import { fulfilmentWords, historyBy, orderActions, orderHeadline, paymentWords, stateWords } from './orderWording';

describe('an order in plain words', () => {
  it('says the state, payment and shipping apart, and "other" for a value the client does not know', () => {
    expect(stateWords('AWAITING_ADDRESS')).toBe('mall.state.AWAITING_ADDRESS');
    expect(paymentWords('RETURNED')).toBe('mall.payment.RETURNED');
    expect(fulfilmentWords('SHIPPED')).toBe('mall.fulfilment.SHIPPED');
    expect(stateWords('LOST_AT_SEA')).toBe('mall.other');
  });

  it('heads each side’s order with what it means for them', () => {
    expect(orderHeadline('BUYER', 'AWAITING_ADDRESS', 'NOT_SHIPPED')).toBe('mall.headline.buyer.awaiting');
    expect(orderHeadline('RECIPIENT', 'AWAITING_ADDRESS', 'NOT_SHIPPED')).toBe('mall.headline.recipient.awaiting');
    expect(orderHeadline('RECIPIENT', 'DECLINED', 'NOT_SHIPPED')).toBe('mall.headline.recipient.declined');
    expect(orderHeadline('BUYER', 'EXPIRED', 'NOT_SHIPPED')).toBe('mall.headline.buyer.expired');
    // Shipping speaks once the order is confirmed, the same to both.
    expect(orderHeadline('BUYER', 'CONFIRMED', 'NOT_SHIPPED')).toBe('mall.headline.confirmed');
    expect(orderHeadline('RECIPIENT', 'CONFIRMED', 'SHIPPED')).toBe('mall.headline.shipped');
    expect(orderHeadline('BUYER', 'CONFIRMED', 'DELIVERED')).toBe('mall.headline.delivered');
  });

  it('names who took a step from where the viewer stands', () => {
    expect(historyBy('BUYER', 'BUYER')).toBe('mall.by.you');
    expect(historyBy('BUYER', 'RECIPIENT')).toBe('mall.by.buyer');
    expect(historyBy('RECIPIENT', 'BUYER')).toBe('mall.by.recipient');
    expect(historyBy('STAFF', 'RECIPIENT')).toBe('mall.by.staff');
    expect(historyBy('SYSTEM', 'BUYER')).toBe('mall.by.system');
  });

  it('lets the buyer withdraw and the recipient answer only while it awaits the address', () => {
    expect(orderActions('BUYER', 'AWAITING_ADDRESS')).toEqual({ cancel: true, answer: false });
    expect(orderActions('RECIPIENT', 'AWAITING_ADDRESS')).toEqual({ cancel: false, answer: true });
    expect(orderActions('BUYER', 'CONFIRMED')).toEqual({ cancel: false, answer: false });
    expect(orderActions('RECIPIENT', 'EXPIRED')).toEqual({ cancel: false, answer: false });
  });
});
