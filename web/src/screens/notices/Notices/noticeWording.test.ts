import { describe, expect, it } from 'vitest';
import { noticeLine, noticeTarget, timeAgo } from './noticeWording';

describe('a notice group’s line', () => {
  it('names the newest actor and counts the others once each', () => {
    expect(noticeLine('LIKE', 4, 'Lucía')).toEqual({ id: 'notices.line.like', name: 'Lucía', others: 3 });
    expect(noticeLine('FOLLOW', 1, 'Emma')).toEqual({ id: 'notices.line.follow', name: 'Emma', others: 0 });
  });

  it('keeps the count when no actor may be shown any more, and skips kinds it does not know', () => {
    expect(noticeLine('COMMENT', 2, null)).toEqual({ id: 'notices.line.comment', name: null, others: 1 });
    expect(noticeLine('SHOP_GIFT', 1, 'Kenji')).toEqual({ id: 'notices.line.shopGift', name: 'Kenji', others: 0 });
    expect(noticeLine('PARCEL', 2, 'Kenji')).toBeNull();
  });

  it('leads to the moment, the lists, the chat or the partner', () => {
    expect(noticeTarget('LIKE', 'U1', { id: 'M1', isMine: true, authorId: 'U0' })).toBe('/myspace');
    expect(noticeTarget('REPLY', 'U1', { id: 'M1', isMine: false, authorId: 'U2' })).toBe('/userHomePage/U2');
    expect(noticeTarget('COMMENT', 'U1', null)).toBeNull();
    expect(noticeTarget('FOLLOW', 'U1', null)).toBe('/followMe');
    expect(noticeTarget('VISIT', 'U1', null)).toBe('/myVisitors');
    expect(noticeTarget('FRIEND', 'U1', null)).toBe('/apply?tab=friends');
    expect(noticeTarget('GIFT', 'U1', null)).toBe('/chat?with=U1');
    expect(noticeTarget('MATCH', 'U1', null)).toBe('/userHomePage/U1');
    expect(noticeTarget('SHOP_GIFT', 'U1', null)).toBe('/order');
  });

  it('says how long ago in the largest whole unit', () => {
    const now = new Date('2026-01-05T12:00:00Z');
    expect(timeAgo(new Date('2026-01-05T11:59:30Z'), now)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo(new Date('2026-01-05T11:55:00Z'), now)).toEqual({ value: -5, unit: 'minute' });
    expect(timeAgo(new Date('2026-01-05T09:00:00Z'), now)).toEqual({ value: -3, unit: 'hour' });
    expect(timeAgo(new Date('2026-01-03T12:00:00Z'), now)).toEqual({ value: -2, unit: 'day' });
    // A clock a little behind the server's is "now", not "in a minute".
    expect(timeAgo(new Date('2026-01-05T12:00:20Z'), now)).toEqual({ value: 0, unit: 'second' });
  });
});
