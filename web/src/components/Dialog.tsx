import { useRef, type ReactNode } from 'react';
import { useModal } from './useModal';

/**
 * The one modal dialog every dialog is built on: a backdrop (a click on it closes), focus kept
 * inside while open and given back on closing, Escape closes. Name it with `labelledBy` (the
 * id of its heading) or `label`, and its message with `describedBy`; put `data-autofocus` on the control that should
 * have focus first.
 */
export function Dialog(props: {
  children: ReactNode;
  onClose(): void;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, props.onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog (useModal)
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it
    <div className="dialog-backdrop" onClick={props.onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only stops here, not at the backdrop */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role, dialog or alertdialog, takes aria-modal */}
      <div
        ref={ref}
        className={props.className ? `dialog ${props.className}` : 'dialog'}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        aria-label={props.label}
        data-testid={props.testId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {props.children}
      </div>
    </div>
  );
}
