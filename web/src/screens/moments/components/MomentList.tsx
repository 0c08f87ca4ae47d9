import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MomentCard_moment$key } from '../../../__generated__/MomentCard_moment.graphql';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import { MomentCard } from './MomentCard';

/** Moments a page: the lists' fragments ask this many first (their `count` default), and as many again for more. */
export const MOMENT_PAGE = 10;

/**
 * A list of moments, newest first (pinned first in a member's space), loading more as the page reaches the bottom (the
 * shell's load-more) or on "Show more"; `empty` when there is none. `refreshing`: another list is on its way.
 */
export function MomentList({
  moments,
  empty,
  hasNext,
  isLoadingNext,
  loadNext,
  refreshing = false,
  onPinned,
}: {
  moments: ReadonlyArray<MomentCard_moment$key & { readonly id: string }>;
  empty: ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): void;
  refreshing?: boolean;
  onPinned?(): void;
}) {
  useLoadMoreAtBottom(() => loadNext(MOMENT_PAGE), hasNext && !isLoadingNext);
  return (
    <>
      {moments.length === 0 ? (
        <p className="muted moment-empty" data-testid="moments-empty">
          {empty}
        </p>
      ) : (
        <div className={refreshing ? 'moment-list refreshing' : 'moment-list'} data-testid="moment-list">
          {moments.map((moment) => (
            <MomentCard key={moment.id} moment={moment} onPinned={onPinned} />
          ))}
        </div>
      )}
      {hasNext && (
        <button
          type="button"
          className="button ghost moment-more"
          data-testid="moments-more"
          disabled={isLoadingNext}
          onClick={() => loadNext(MOMENT_PAGE)}
        >
          <FormattedMessage id="moments.loadMore" />
        </button>
      )}
    </>
  );
}
