import { validationError } from './envelope';

export type Query = Record<string, string | undefined>;

export interface Page {
  offset: number;
  size: number;
}

const PAGE_SIZE_MAX = 50;

/** `page` (1-based) and `size` as the spec's lists take them, or `offset` for cursor paging (the BFF). */
export function page(query: Query): Page {
  const number = query.page === undefined ? 1 : Number(query.page);
  const size = query.size === undefined ? 20 : Number(query.size);
  const offset = query.offset === undefined ? (number - 1) * size : Number(query.offset);
  const valid = [number, size, offset].every(Number.isInteger) && number >= 1 && size >= 1 && size <= PAGE_SIZE_MAX && offset >= 0;
  if (!valid) throw validationError('page', 'page.invalid');
  return { offset, size };
}

