import { MOMENT_PAGE_DEFAULT, MOMENT_PAGE_MAX } from '../constants';
import { BadInputError } from '../core/errors';
import type { ConnectionArgs } from '../core/paging';

/**
 * An edge's cursor: an upstream cursor and how many rows after it come up to the edge. Where
 * upstream gives each row its cursor (moments) that is the row's, skipping none; where it
 * gives one a page (`nextCursor`: comments) it is the cursor the page was asked with (null:
 * the list's start) and the row's place in it, so paging on from a row in the middle asks that
 * page again and skips what was shown. Either way a page costs one call.
 */
export type EdgeCursor = [upstreamCursor: string | null, skip: number];

export const encodeEdgeCursor = (cursor: EdgeCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeEdgeCursor(value: string | null | undefined, message: string): EdgeCursor {
  if (value == null || value === '') return [null, 0];
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(cursor) &&
      cursor.length === 2 &&
      (cursor[0] === null || (typeof cursor[0] === 'string' && cursor[0].length > 0 && cursor[0].length <= 500)) &&
      Number.isInteger(cursor[1]) &&
      cursor[1] >= 0 &&
      cursor[1] <= MOMENT_PAGE_MAX
    )
      return cursor as EdgeCursor;
  } catch {
    // not ours: said below
  }
  throw new BadInputError(message);
}

/** What a keyset list answers for one page; each row may carry its own cursor. */
export interface KeysetPage<T> {
  list: T[];
  nextCursor: string | null;
}

/**
 * A Relay connection (forward only) over one of upstream's keyset lists: one call for the page
 * asked (`fetchPage(cursor, size)`), `keep` sees its rows (to prime loaders).
 */
export async function keysetConnection<T, Extra extends object = object>(
  args: ConnectionArgs,
  invalidCursorMessage: string,
  fetchPage: (cursor: string | undefined, size: number) => Promise<KeysetPage<T> & Extra>,
  keep: (list: T[]) => T[] = (list) => list,
) {
  const first = Math.min(Math.max(args.first ?? MOMENT_PAGE_DEFAULT, 1), MOMENT_PAGE_MAX);
  let [cursor, skip] = decodeEdgeCursor(args.after, invalidCursorMessage);
  let page = await fetchPage(cursor ?? undefined, Math.min(first + skip, MOMENT_PAGE_MAX));
  if (skip > 0 && page.list.length <= skip && page.nextCursor) {
    // The rows before the cursor shrank (deleted meanwhile): go on from the page's end.
    [cursor, skip] = [page.nextCursor, 0];
    page = await fetchPage(cursor, first);
  }
  const rows = keep(page.list).slice(skip, skip + first);
  const lastOfPage = skip + rows.length === page.list.length;
  const rowCursor = (row: T) => (row as { cursor?: unknown }).cursor;
  const edges = rows.map((node, index) => ({
    node,
    cursor: encodeEdgeCursor(
      typeof rowCursor(node) === 'string'
        ? [rowCursor(node) as string, 0]
        : index === rows.length - 1 && lastOfPage && page.nextCursor
          ? [page.nextCursor, 0]
          : [cursor, skip + index + 1],
    ),
  }));
  return {
    page,
    edges,
    pageInfo: {
      hasNextPage: !lastOfPage || page.nextCursor !== null,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
