// Modal dialog on the platform's <dialog> (issue #47): rendered with the page, so the first tap opens
// it in the next frame through its opener's invoker command (`commandfor` + `command="show-modal"`:
// `dialogCommand`), before any code of the page has run. The browser traps focus while it is open,
// closes it on Escape and on a click outside (`closedby="any"`) and returns focus to the opener; the
// page behind does not scroll. Tab, which the browser lets leave a modal dialog for its own toolbar,
// wraps inside it once the page has hydrated (`wrapFocus`), as the Radix dialogs do. Where invoker commands are missing, the opener's click handler opens it
// once the page has hydrated (`showDialogOf`).
// Controlled (`open` given), it follows the value from the first change on: a dialog the visitor
// opened before the page hydrated stays open while its host catches up. `onOpenChange` reports every
// opening and closing, and at mount a dialog found open.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styles from './dialog.module.css';

export interface NativeDialogProps {
  /** The id its openers name in `commandfor` (stable between the server render and hydration: useId). */
  id: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  size?: 'md' | 'lg';
  children?: ReactNode;
}

/** Invoker-command attributes for an opener or a closer, which React passes through as written but does not type yet. */
export const dialogCommand = (id: string, action: 'show-modal' | 'close') => ({ commandfor: id, command: action }) as object;

/** A click handler for an opener: opens its dialog where the browser has no invoker commands (a no-op where it did). */
export function showDialogOf(event: MouseEvent<HTMLElement>) {
  const dialog = document.getElementById(event.currentTarget.getAttribute('commandfor') ?? '');
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility());
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function NativeDialog({ id, open, onOpenChange, title, description, closeLabel, size = 'md', children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const report = useRef(onOpenChange);
  report.current = onOpenChange;
  useEffect(() => {
    const dialog = ref.current!;
    const follow = () => report.current?.(dialog.open);
    // Opened by a tap before the page hydrated.
    if (dialog.open) follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', follow);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', follow);
    };
  }, []);
  const followed = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    const dialog = ref.current!;
    if (open === undefined) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open && followed.current !== undefined) dialog.close();
    followed.current = open;
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      className={`${styles.panel} ${styles.native} ${styles[size]}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onKeyDown={wrapFocus}
      {...({ closedby: 'any' } as object)}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {description ? (
        <div id={`${id}-description`} className={styles.description}>
          {description}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        <button type="button" className={styles.close} {...dialogCommand(id, 'close')} onClick={() => ref.current?.close()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
