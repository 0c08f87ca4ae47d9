/** A maintenance window as the graph says it (`maintenance`): its times are ISO. */
export interface MaintenanceWindow {
  readonly startsAt: string;
  readonly endsAt: string;
}

/** Before the window (the banner), within it (the page: writes are refused), or none (none set, or over). */
export type MaintenancePhase = 'upcoming' | 'active' | 'none';

export function maintenancePhase(window: MaintenanceWindow | null | undefined, now: number): MaintenancePhase {
  if (!window) return 'none';
  const starts = Date.parse(window.startsAt);
  const ends = Date.parse(window.endsAt);
  if (!(ends > now)) return 'none';
  return now >= starts ? 'active' : 'upcoming';
}

/** Milliseconds until the phase changes by the clock alone (the start, then the end), or null when it will not. */
export function untilPhaseChanges(window: MaintenanceWindow | null | undefined, now: number): number | null {
  if (!window) return null;
  const next = [Date.parse(window.startsAt), Date.parse(window.endsAt)].find((at) => at > now);
  return next === undefined ? null : next - now;
}
