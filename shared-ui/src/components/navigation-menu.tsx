// The header's drop-down navigation on the browser's Popover API (issue #47): a drop-down's trigger
// is a `popovertarget` button and its panel a `popover` list of links rendered with the page, so
// a click or Enter opens it in the next frame whether or not the page's code has run (the Radix
// navigation menu it replaced answered an unhydrated click in 350–500 ms on a 4× slower CPU). The
// browser closes it on Escape, a click outside or another popover, returns focus to the trigger
// when it was inside and exposes the trigger's expanded state; the links follow the trigger in the
// tab order. CSS anchor positioning puts the panel under its trigger, from its start edge (mirrored
// in right-to-left pages). Once hydrated a mouse resting on the trigger opens it too (after
// NAV_OPEN_DELAY_MS) and one leaving closes what it opened (after NAV_CLOSE_DELAY_MS); focus
// leaving the entry closes it.
import { cloneElement, useId, useRef, type CSSProperties, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import styles from './navigation-menu.module.css';

export const NAV_OPEN_DELAY_MS = 200;
export const NAV_CLOSE_DELAY_MS = 150;

export function NavigationMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className={styles.root} aria-label={label}>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

type LinkElement = ReactElement<{ className?: string; 'aria-current'?: 'page'; 'data-active'?: '' }>;

/** A top-level entry that is a plain link (pass a router link); `active` marks the current section. */
export function NavigationMenuLink({ children, active }: { children: LinkElement; active?: boolean }) {
  return (
    <li className={styles.item}>
      {cloneElement(children, {
        className: styles.link,
        'aria-current': active ? 'page' : undefined,
        'data-active': active ? '' : undefined,
      })}
    </li>
  );
}

/** A top-level entry that opens a panel of links (NavigationMenuPanelLink). */
export function NavigationMenuDropdown({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  // The same on the server and in the browser, so the generated trigger and panel match.
  const id = useId();
  const anchor = `--nav-${id.replace(/[^\w-]/g, '')}`;
  const panel = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by the mouse resting on the trigger (closed by the mouse leaving), not by a click. */
  const byHover = useRef(false);
  /** Closed by a click while the mouse stays: resting there does not reopen it. */
  const clickedShut = useRef(false);
  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const isOpen = () => panel.current?.matches(':popover-open') ?? false;
  const mouse = (event: PointerEvent) => event.pointerType === 'mouse';

  return (
    <li
      className={styles.item}
      onPointerEnter={(event) => mouse(event) && clearTimeout(timer.current)}
      onPointerLeave={(event) => {
        if (!mouse(event)) return;
        clickedShut.current = false;
        clearTimeout(timer.current);
        if (byHover.current) later(NAV_CLOSE_DELAY_MS, () => panel.current?.hidePopover?.());
      }}
      onBlur={(event: FocusEvent) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) panel.current?.hidePopover?.();
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        popoverTarget={id}
        style={{ anchorName: anchor } as CSSProperties}
        onPointerMove={(event) => {
          if (!mouse(event) || isOpen() || clickedShut.current) return;
          later(NAV_OPEN_DELAY_MS, () => {
            if (isOpen()) return;
            panel.current?.showPopover?.();
            byHover.current = true;
          });
        }}
        onPointerDown={(event) => {
          // The click that follows toggles the panel (natively); no hover opening meanwhile.
          clearTimeout(timer.current);
          if (mouse(event) && isOpen()) clickedShut.current = true;
          byHover.current = false;
        }}
      >
        {trigger}{' '}
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <ul
        ref={panel}
        id={id}
        popover="auto"
        className={styles.panel}
        style={{ positionAnchor: anchor } as CSSProperties}
        onToggle={(event) => {
          if ((event.nativeEvent as ToggleEvent).newState === 'closed') byHover.current = false;
        }}
        // The app follows a link without a new document: the panel closes itself.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) event.currentTarget.hidePopover?.();
        }}
      >
        {children}
      </ul>
    </li>
  );
}

/** A link inside a drop-down panel (pass a router link). */
export function NavigationMenuPanelLink({ children }: { children: ReactElement<{ className?: string }> }) {
  return <li>{cloneElement(children, { className: styles.panelLink })}</li>;
}
