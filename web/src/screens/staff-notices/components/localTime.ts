/**
 * `<input type="datetime-local">` speaks the browser's local time without a zone ("2026-11-27T14:30"); the graph
 * speaks ISO with one. These convert between them.
 */

const two = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the input shows it, in local time. */
export function toLocalInput(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(
    date.getMinutes(),
  )}`;
}

/** The input's local time as ISO, or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return null;
  const date = new Date(value); // a date-time without a zone is local time
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
