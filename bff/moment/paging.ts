import { BadInputError } from '../core/errors';
import type { ConnectionArgs } from '../core/paging';

/** Rows a page unless asked, and at most (upstream's keyset lists answer at most 50). */
export const MOMENT_PAGE_DEFAULT = 20;
export const MOMENT_PAGE_MAX = 50;

/**
 * An edge's cursor: the upstream cursor its page was asked with (null: the list's start) and how
 * many of that page's rows come up to it. Upstream answers one cursor a page (`nextCursor`), so
 * paging on from a row in the middle asks that page again and skips what was shown; the last
 * row's cursor is upstream's own, and a page's cost is one call whatever its row.
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

/** What a keyset list answers for one page. */
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
  const edges = rows.map((node, index) => ({
    node,
    cursor: encodeEdgeCursor(
      index === rows.length - 1 && lastOfPage && page.nextCursor ? [page.nextCursor, 0] : [cursor, skip + index + 1],
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
