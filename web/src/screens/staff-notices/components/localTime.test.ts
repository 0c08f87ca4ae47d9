import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './localTime';

describe('local date-time inputs', () => {
  it('round-trips a time through the input’s local form', () => {
    const at = new Date(2026, 10, 27, 14, 30);
    expect(toLocalInput(at)).toBe('2026-11-27T14:30');
    expect(fromLocalInput('2026-11-27T14:30')).toBe(at.toISOString());
  });
  it('refuses what is not a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
});
