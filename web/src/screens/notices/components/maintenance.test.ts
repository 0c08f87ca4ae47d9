import { describe, expect, it } from 'vitest';
import { maintenancePhase, untilPhaseChanges } from './maintenance';

describe('a maintenance window by the clock', () => {
  const window = { startsAt: '2026-01-05T02:00:00Z', endsAt: '2026-01-05T03:00:00Z' };
  const at = (time: string) => Date.parse(`2026-01-05T${time}Z`);

  it('is a banner before, the page within, nothing after', () => {
    expect(maintenancePhase(null, at('01:00:00'))).toBe('none');
    expect(maintenancePhase(window, at('01:59:59'))).toBe('upcoming');
    expect(maintenancePhase(window, at('02:00:00'))).toBe('active');
    expect(maintenancePhase(window, at('02:59:59'))).toBe('active');
    expect(maintenancePhase(window, at('03:00:00'))).toBe('none');
  });

  it('changes at the start, then at the end, then never', () => {
    expect(untilPhaseChanges(window, at('01:59:00'))).toBe(60_000);
    expect(untilPhaseChanges(window, at('02:30:00'))).toBe(30 * 60_000);
    expect(untilPhaseChanges(window, at('03:00:00'))).toBeNull();
    expect(untilPhaseChanges(null, at('03:00:00'))).toBeNull();
  });
});
