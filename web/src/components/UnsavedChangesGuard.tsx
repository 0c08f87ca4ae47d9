import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/** The page a click on this link would open inside the app, if it leaves this one. */
function leavesTo(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === `${location.pathname}${location.search}${location.hash}` ? null : to;
}

/**
 * While `when` holds (a form has unsaved changes), leaving asks first: a link inside the app
 * opens a dialog (stay, or leave without saving), reloading or closing the tab the browser's
 * own question. The browser's Back button is not asked about (react-router's declarative
 * mode has no blocker).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capturing, before the router's link handler, which then leaves the click alone.
    const onClick = (event: MouseEvent) => {
      const to = leavesTo(event);
      if (!to) return;
      event.preventDefault();
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  if (!leavingTo) return null;
  return (
    <ConfirmDialog
      testId="unsaved-dialog"
      confirm="unsaved.leave"
      cancel="unsaved.stay"
      busy={false}
      onCancel={() => setLeavingTo(null)}
      onConfirm={() => {
        setLeavingTo(null);
        void navigate(leavingTo);
      }}
    >
      <FormattedMessage id="unsaved.question" />
    </ConfirmDialog>
  );
}
