/** A moment's or a comment's time from the graph (an ISO date, or milliseconds since 1970 as digits) as a Date. */
export function momentTime(value: string): Date {
  return new Date(/^\d+$/.test(value) ? Number(value) : value);
}
