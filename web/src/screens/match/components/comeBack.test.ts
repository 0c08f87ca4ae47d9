import { describe, expect, it } from 'vitest';
import { comeBack } from './comeBack';

describe('when the day’s matches come back, as the page says it', () => {
  // Local dates: the wording follows the page's time zone, whatever the machine's.
  const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

  it('says “later today” for a time still to come today', () => {
    expect(comeBack(at(26, 19), at(26, 8))).toBe('today');
  });

  it('says “tomorrow” with the time, unless that time is midnight', () => {
    expect(comeBack(at(27, 9), at(26, 20))).toBe('tomorrow');
    expect(comeBack(at(27, 0, 30), at(26, 20))).toBe('tomorrow');
    expect(comeBack(at(27, 0), at(26, 20))).toBe('atMidnight');
  });
});
