// Toasts on sonner with the spec's defaults: at most 3 visible, 4 s, 14 px gap, 356 px wide,
// 32 px from the bottom-right corner (bottom-left in right-to-left pages).
import { Toaster as Sonner, toast } from 'sonner';

export const TOAST_DEFAULTS = { visibleToasts: 3, duration: 4000, gap: 14, offset: 32 } as const;

export function Toaster({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  return (
    <Sonner
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      dir={dir}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.duration}
      gap={TOAST_DEFAULTS.gap}
      offset={TOAST_DEFAULTS.offset}
      richColors
      closeButton
    />
  );
}

export { toast };
