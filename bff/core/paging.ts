import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';

/** One page of one of upstream's offset lists, as the BFF asks for it. */
export interface OffsetPage {
  offset: number;
  size: number;
}

/** Upstream's list answer: the rows, the total, and for friend requests the pending count. */
export interface UpstreamPage<T> {
  total: number;
  pending?: number;
  list: T[];
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * A Relay connection over one of upstream's offset lists (`{ total, list }`), with
 * `totalCount`, and `pendingCount` where upstream counts one (friend requests). At most 49
 * rows a page, so with the look-ahead row upstream's 50 holds. `keep` sees each page's rows
 * (to prime loaders, or to shape them as nodes).
 */
export async function upstreamConnection<T, N = T>(
  args: ConnectionArgs,
  fetchPage: (page: OffsetPage) => Promise<UpstreamPage<T>>,
  keep: (list: T[]) => N[] = (list) => list as unknown as N[],
) {
  let total = 0;
  let pending = 0;
  const connection = await resolveOffsetConnection(
    { args, defaultSize: PAGE_SIZE_DEFAULT, maxSize: PAGE_SIZE_MAX },
    async ({ limit, offset }) => {
      const page = await fetchPage({ offset, size: limit });
      total = page.total;
      pending = page.pending ?? 0;
      return keep(page.list);
    },
  );
  return { ...connection, totalCount: total, pendingCount: pending };
}

/** The `totalCount` field of a connection built by `upstreamConnection`. */
export const totalCountField = {
  fields: (t: { int: (options: { resolve: (connection: { totalCount?: number }) => number }) => unknown }) => ({
    totalCount: t.int({ resolve: (connection) => connection.totalCount ?? 0 }),
  }),
};
