import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useModal } from './useModal';

export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  testId: string;
  /** Removes or ends something (shown in the danger colour). */
  danger?: boolean;
  onSelect(): void;
}

/**
 * A button that opens a menu of actions (the ones that should not sit beside the everyday
 * ones, such as removing a friend or blocking). The menu takes the focus (arrows, Home and End
 * move it, Tab stays inside), Escape or a click outside closes it and focus goes back to the
 * button. Choosing an item closes it the same way before a dialog the item opens takes the
 * focus, so that dialog gives it back to the button too.
 */
export function ActionMenu({ label, items, testId }: { label: ReactNode; items: ActionMenuItem[]; testId: string }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  if (items.length === 0) return null;
  return (
    <div className="action-menu">
      <button
        id={buttonId}
        type="button"
        className="button ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯ </span>
        {label}
      </button>
      {open && (
        <ActionMenuList
          id={menuId}
          labelledBy={buttonId}
          items={items}
          testId={`${testId}-menu`}
          onClose={() => setOpen(false)}
          onChoose={(item) => {
            setOpen(false);
            item.onSelect();
          }}
        />
      )}
    </div>
  );
}

function ActionMenuList(props: {
  id: string;
  labelledBy: string;
  items: ActionMenuItem[];
  testId: string;
  onClose(): void;
  onChoose(item: ActionMenuItem): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, props.onClose);
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    items[(to + items.length) % items.length]?.focus();
  };
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the menu (useModal) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the menu closes it */}
      <div className="menu-backdrop" onClick={props.onClose} />
      <div
        ref={ref}
        id={props.id}
        className="context-menu action-menu-list"
        role="menu"
        aria-labelledby={props.labelledBy}
        data-testid={props.testId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {props.items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            className={item.danger ? 'danger' : undefined}
            data-testid={item.testId}
            onClick={() => props.onChoose(item)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </>
  );
}
