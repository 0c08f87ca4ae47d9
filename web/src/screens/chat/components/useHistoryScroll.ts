import { useLayoutEffect, useRef } from 'react';

/** Older messages load when the list is scrolled this close to its top. */
const LOAD_OLDER_PX = 60;
/** Closer than this to the bottom counts as at the bottom. */
const AT_BOTTOM_PX = 40;

/**
 * The history's scrolling: at the bottom on opening and as messages come (unless the member
 * reads older ones); where it was when older messages load above (`loadOlder`, called near
 * the top); at the bottom still when a photo there finishes loading. `firstId`, `lastId`: the
 * history's ends; `outboxLength`: messages waiting below it.
 */
export function useHistoryScroll(
  firstId: string | undefined,
  lastId: string | undefined,
  outboxLength: number,
  loadOlder: () => void,
) {
  const list = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; top: number; atBottom: boolean }>({
    height: 0,
    top: 0,
    atBottom: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a message added to the outbox below scrolls too
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = seen.current;
    if (before.first && firstId !== before.first && lastId === before.last)
      element.scrollTop = element.scrollHeight - before.height + before.top;
    else if (before.atBottom || lastId !== before.last) element.scrollTop = element.scrollHeight;
    seen.current = {
      first: firstId,
      last: lastId,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX,
    };
  }, [firstId, lastId, outboxLength]);
  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    seen.current = {
      ...seen.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX,
    };
    if (element.scrollTop < LOAD_OLDER_PX) loadOlder();
  };
  // A photo that loads makes the list taller: stay at the bottom if there.
  const onImageLoad = () => {
    const element = list.current;
    if (element && seen.current.atBottom) element.scrollTop = element.scrollHeight;
  };
  return { list, onScroll, onImageLoad };
}
