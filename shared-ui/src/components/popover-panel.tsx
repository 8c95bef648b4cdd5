// The panel of shared-ui's Popover (popover.tsx), loaded on demand: Radix positions it at the
// trigger (a virtual anchor, since the trigger rendered before this code arrived), moves focus into
// it, and closes it on Escape or a click outside; focus then returns to the trigger, as Radix's own
// trigger would have it, unless the visitor clicked elsewhere.
import * as RadixPopover from '@radix-ui/react-popover';
import { useRef, type ReactNode, type RefObject } from 'react';
import styles from './popover.module.css';

interface PopoverPanelProps {
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  align: 'start' | 'center' | 'end';
  children: ReactNode;
}

export default function PopoverPanel({ anchor, id, open, onOpenChange, label, align, children }: PopoverPanelProps) {
  const interactedOutside = useRef(false);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          id={id}
          className={styles.content}
          align={align}
          sideOffset={8}
          // Kept off the screen's edges: on a phone a panel aligned to a trigger near the edge
          // otherwise touches it (Radix's default padding is 0).
          collisionPadding={12}
          aria-label={label}
          onOpenAutoFocus={() => (interactedOutside.current = false)}
          onInteractOutside={(event) => {
            // A press on the trigger toggles it through its own click.
            if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
          }}
        >
          {children}
          <RadixPopover.Arrow className={styles.arrow} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
