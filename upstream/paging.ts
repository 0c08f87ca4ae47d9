import { validationError } from './errors';

export type Query = Record<string, string | undefined>;

export interface Page {
  offset: number;
  size: number;
}

const PAGE_SIZE_MAX = 50;
/**
 * How deep a list may be read. Nobody pages 100,000 entries into a list, and a bound keeps
 * every offset a small number the database takes (a huge one was an HTTP 500).
 */
const OFFSET_MAX = 100_000;

/** Digits only (no signs, exponents or spaces), absent meaning `fallback`; anything else is NaN. */
const wholeNumber = (value: unknown, fallback: number) =>
  value === undefined ? fallback : typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : Number.NaN;

/** `page` (1-based) and `size` as the spec's lists take them, or `offset` for cursor paging (the BFF). */
export function page(query: Query): Page {
  const number = wholeNumber(query.page, 1);
  const size = wholeNumber(query.size, 20);
  const offset = query.offset === undefined ? (number - 1) * size : wholeNumber(query.offset, 0);
  const valid =
    [number, size, offset].every(Number.isInteger) && number >= 1 && size >= 1 && size <= PAGE_SIZE_MAX && offset >= 0;
  if (!valid) throw validationError('page', 'page.invalid');
  if (offset > OFFSET_MAX) throw validationError(query.offset === undefined ? 'page' : 'offset', 'page.tooDeep');
  return { offset, size };
}
