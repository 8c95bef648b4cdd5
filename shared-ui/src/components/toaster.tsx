// Toasts on sonner with the spec's defaults: at most 3 visible, 4 s, 14 px gap, 356 px wide,
// 32 px from the bottom-right corner (bottom-left in right-to-left pages).
// Toasts only follow an action (a form sent, a post shared, an admin save), so sonner (~9.5 kB
// gzip) is not part of the first paint: `toast` has sonner's API but imports sonner on its first
// call, and the mounted <Toaster> renders sonner's only from then on. sonner replays the toasts
// raised before its Toaster subscribed, so nothing is lost while it loads.
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

export const TOAST_DEFAULTS = { visibleToasts: 3, duration: 4000, gap: 14, offset: 32 } as const;

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    // A failed download (offline) must not disable toasts for the rest of the visit.
    sonner.catch(() => {
      sonner = undefined;
    });
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
  }
  return sonner;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Offline when the first toast comes: no toasts, but never an error that would blank the page.
const SonnerToaster = lazy((): Promise<{ default: ComponentType<ToasterProps> }> =>
  loadSonner().then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

export function Toaster({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        dir={dir}
        visibleToasts={TOAST_DEFAULTS.visibleToasts}
        duration={TOAST_DEFAULTS.duration}
        gap={TOAST_DEFAULTS.gap}
        offset={TOAST_DEFAULTS.offset}
        richColors
        closeButton
      />
    </Suspense>
  );
}

type Message = ReactNode | (() => ReactNode);
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';
type ToastId = string | number;

let counter = 0;

/** Raises the toast once sonner is there; the id is ours, so callers get it synchronously as with sonner. */
function show(kind: Kind | null, message: Message, data?: ExternalToast): ToastId {
  const id = data?.id ?? `toast-${++counter}`;
  void loadSonner().then(
    ({ toast: sonnerToast }) => {
      const options = { ...data, id };
      if (kind) sonnerToast[kind](message, options);
      else sonnerToast(message as Parameters<typeof sonnerToast>[0], options);
    },
    (error: unknown) => console.error('toast: could not load sonner', error),
  );
  return id;
}

/** sonner's `toast` (the methods this site uses), loading sonner on the first call. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  message: (message: Message, data?: ExternalToast) => show('message', message, data),
  loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
  dismiss: (id?: ToastId) => {
    void sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
    return id;
  },
});
