const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * How to say when matching works again, in the page's time zone: later today (west of Greenwich), tomorrow at a
 * time, or just tomorrow when that is the member's own midnight (UTC members: "from 12:00 AM" reads like a riddle).
 */
export function comeBack(next: Date, now: Date): 'today' | 'tomorrow' | 'atMidnight' {
  if (sameDay(next, now)) return 'today';
  return next.getHours() === 0 && next.getMinutes() === 0 ? 'atMidnight' : 'tomorrow';
}
