import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { Context } from '../context';

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
  context: Context,
  path: string,
  args: ConnectionArgs,
  query: Record<string, string | number> = {},
  keep: (list: T[]) => N[] = (list) => list as unknown as N[],
) {
  let total = 0;
  let pending = 0;
  const connection = await resolveOffsetConnection({ args, defaultSize: 20, maxSize: 49 }, async ({ limit, offset }) => {
    const page = await context.upstream.get<{ total: number; pending?: number; list: T[] }>(context.caller, path, { ...query, offset, size: limit });
    total = page.total;
    pending = page.pending ?? 0;
    return keep(page.list);
  });
  return { ...connection, totalCount: total, pendingCount: pending };
}
