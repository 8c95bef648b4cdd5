// A small floating panel anchored to its trigger; Escape or a click outside closes it. The trigger
// is ours and renders at once (generated pages show it and hydrate it without Radix); the panel —
// Radix's popover with its positioning, focus and dismissal code, ~24 kB gzip — loads when the
// visitor heads for the trigger (pointer over it, a touch, focus) or clicks it (issue #29: the
// home page's phone numbers no longer cost every first visit that code).
import { cloneElement, lazy, Suspense, useId, useRef, useState, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';

const PopoverPanel = lazy(() => import('./popover-panel'));

type TriggerProps = ComponentPropsWithRef<'button'>;

export interface PopoverProps {
  /** A button; it keeps its own look and gets the popover's state (aria-expanded, data-state). */
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
  label: string;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Popover({ trigger, children, label, align = 'center', open: controlledOpen, onOpenChange }: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const want = () => setWanted(true);
  const { onClick, onPointerEnter, onFocus, onTouchStart } = trigger.props;
  const state: Partial<TriggerProps> = {
    ref: anchor,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    onPointerEnter: (event) => (onPointerEnter?.(event), want()),
    onFocus: (event) => (onFocus?.(event), want()),
    onTouchStart: (event) => (onTouchStart?.(event), want()),
    onClick: (event) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      want();
      setOpen(!open);
    },
  };
  // data-state as Radix's trigger sets it (styles key on it); not among a button's typed props.
  const button = cloneElement(trigger, { ...state, ['data-state' as string]: open ? 'open' : 'closed' });
  return (
    <>
      {button}
      {wanted && (
        <Suspense fallback={null}>
          <PopoverPanel anchor={anchor} id={contentId} open={open} onOpenChange={setOpen} label={label} align={align}>
            {children}
          </PopoverPanel>
        </Suspense>
      )}
    </>
  );
}
