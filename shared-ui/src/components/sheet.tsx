// Full-screen panel that slides in from the inline end (mirrored in right-to-left pages), on the
// browser's modal <dialog> (issue #47): its trigger opens it with an invoker command
// (`commandfor`/`command="show-modal"`), so the first tap answers in the next frame whether or not
// the page's code has run (the Radix dialog it replaced waited for the header's code). A modal
// dialog makes the rest of the page inert (focus stays inside), moves focus to its first control,
// closes on Escape and returns focus to the opener; page scroll is locked by CSS while it is open.
// A browser without invoker commands opens it from the trigger's click handler once hydrated.
import { cloneElement, useId, type ComponentPropsWithRef, type ReactElement, type ReactNode, type Ref } from 'react';
import styles from './sheet.module.css';

export interface SheetProps {
  /** A button; it opens the sheet. */
  trigger: ReactElement<ComponentPropsWithRef<'button'>>;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** The <dialog>, for closing it from the app (`.close()`). */
  ref?: Ref<HTMLDialogElement>;
}

/** Invoker-command attributes, which React passes through as written but does not type yet. */
const command = (id: string, action: 'show-modal' | 'close') => ({ commandfor: id, command: action }) as object;

function dialogOf(button: HTMLElement) {
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

export function Sheet({ trigger, title, closeLabel, children, ref }: SheetProps) {
  // The same on the server and in the browser, so the generated trigger and dialog match.
  const id = useId();
  const { onClick } = trigger.props;
  const button = cloneElement(trigger, {
    ...command(id, 'show-modal'),
    'aria-haspopup': 'dialog',
    onClick: (event) => {
      onClick?.(event);
      const dialog = dialogOf(event.currentTarget);
      if (!event.defaultPrevented && dialog && !dialog.open) dialog.showModal();
    },
  });
  return (
    <>
      {button}
      <dialog ref={ref} id={id} className={styles.sheet} aria-labelledby={`${id}-title`}>
        <div className={styles.top}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            {...command(id, 'close')}
            onClick={(event) => dialogOf(event.currentTarget)?.close()}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
