import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The open modals, innermost last: only that one answers Tab and Escape. */
const openModals: HTMLElement[] = [];

/** What Tab can reach inside `container`, in order (hidden elements are skipped). */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Makes `ref` a modal while `active`: focus moves into it (to `[data-autofocus]`, else the
 * first control), Tab and Shift+Tab stay inside, Escape calls `onClose`, and on closing focus
 * goes back to the element that had it before (the button that opened it).
 */
export function useModal(ref: RefObject<HTMLElement | null>, onClose: () => void, active = true) {
  // Read while rendering: by the time effects run, an autofocus may already have moved focus.
  const [focusedBefore] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const returnTo = container.contains(document.activeElement) ? focusedBefore : document.activeElement;
    openModals.push(container);
    if (!container.contains(document.activeElement)) {
      (container.querySelector<HTMLElement>('[data-autofocus]') ?? tabbable(container)[0] ?? container).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbable(container);
      const first = items[0];
      const last = items.at(-1);
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(container), 1);
      // Only when focus was left behind (on the closed modal or nowhere), not taken elsewhere on purpose.
      const current = document.activeElement;
      const lost = !current || current === document.body || container.contains(current);
      if (lost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [active, ref, focusedBefore]);
}
