// Modal dialog on Radix: focus is trapped while open and returns to the opener on close; Escape
// and the close button both close it.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as-is, so it keeps its own look). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  size?: 'md' | 'lg';
  children?: ReactNode;
}

export function Dialog({ open, onOpenChange, trigger, title, description, closeLabel, size = 'md', children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={`${styles.panel} ${styles.fixed} ${styles[size]}`}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description data-visually-hidden>{title}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          <div className={styles.footer}>
            <RadixDialog.Close className={styles.close}>{closeLabel}</RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
