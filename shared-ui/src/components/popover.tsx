// A small floating panel anchored to its trigger, on the browser's Popover API (issue #47): the
// trigger is a `popovertarget` button and the panel a `popover` element rendered with the page, so
// the first tap opens it in the next frame whether or not the page's code has run (generated pages
// hydrate it later; the Radix panel it replaced loaded ~24 kB on the first touch and answered in
// 0.5–0.8 s on a 4× slower CPU). The browser closes it on Escape, a click outside or another popover,
// returns focus to the trigger when it had moved inside, exposes the trigger's expanded state and
// puts the panel next in the tab order after it. CSS anchor positioning places it at the trigger;
// a browser without it shows the panel centred in the window.
import { cloneElement, useId, type ComponentPropsWithRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import styles from './popover.module.css';

type TriggerProps = ComponentPropsWithRef<'button'>;

export interface PopoverProps {
  /** A button; it keeps its own look and opens the panel without script. */
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
  label: string;
  align?: 'start' | 'center' | 'end';
}

/** Closes the popover an element (a link in it) sits in, e.g. when a click navigates in the app. */
export function closePopoverOf(element: Element) {
  // (Optional: a browser, or test DOM, without the Popover API has nothing to close.)
  element.closest<HTMLElement>('[popover]')?.hidePopover?.();
}

export function Popover({ trigger, children, label, align = 'center' }: PopoverProps) {
  // The same on the server and in the browser, so the generated trigger and panel match.
  const id = useId();
  const anchor = `--popover-${id.replace(/[^\w-]/g, '')}`;
  const button = cloneElement(trigger, {
    popoverTarget: id,
    'aria-haspopup': 'dialog',
    style: { ...trigger.props.style, anchorName: anchor } as CSSProperties,
  });
  return (
    <>
      {button}
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-label={label}
        className={styles.content}
        data-align={align}
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        {children}
      </div>
    </>
  );
}
