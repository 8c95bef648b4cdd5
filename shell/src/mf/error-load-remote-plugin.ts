// Reports a remote that could not be loaded. It returns no fallback module on purpose: the
// failure then reaches the remote's error boundary in the shell, which shows the translated
// "temporarily unavailable" view with a retry, and the runtime forgets the failed manifest so
// that retry really fetches it again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_LOAD_ERROR_EVENT = 'mf:remote-load-error';

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'report-remote-load-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[module-federation] could not load ${id} (${lifecycle})`, error);
      if (typeof window !== 'undefined') {
        const message = error instanceof Error ? error.message : undefined;
        window.dispatchEvent(new CustomEvent(REMOTE_LOAD_ERROR_EVENT, { detail: { id, lifecycle, message } }));
      }
      return undefined;
    },
  };
}
