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
