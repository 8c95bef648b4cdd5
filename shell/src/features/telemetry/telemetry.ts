// The only part of the pages' telemetry on the critical path (a few hundred bytes): it keeps the errors
// of this page view in memory from the start, and loads the reporter (web-vitals, attribution build)
// at idle once — and only if — the visitor has accepted analytics. Without consent nothing is loaded
// and nothing leaves the page; the errors kept are dropped with the page.
import { useConsentStore } from 'shared-ui';
import { REMOTE_LOAD_ERROR_EVENT } from '../../mf/error-load-remote-plugin';
import { rejectionOf, remoteEventError, uncaughtMessage, type ErrorItem, type RemoteErrorDetail } from './report-payload';

export type EarlyError = { kind: ErrorItem['kind']; message: string; stack?: string };

const MAX_EARLY = 10;

export function startTelemetry(options: { whenIdle: (task: () => void) => void }) {
  if (typeof window === 'undefined' || window.location.pathname.startsWith('/config-blogmr')) return;
  const early: EarlyError[] = [];
  const keep = (item: EarlyError) => early.length < MAX_EARLY && early.push(item);
  const onError = (event: ErrorEvent) => keep({ kind: 'error', message: uncaughtMessage(event), stack: event.error?.stack });
  const onRejection = (event: PromiseRejectionEvent) => keep({ kind: 'rejection', ...rejectionOf(event.reason) });
  const onRemote = (event: Event) => keep(remoteEventError((event as CustomEvent<RemoteErrorDetail>).detail ?? {}));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(REMOTE_LOAD_ERROR_EVENT, onRemote);

  let started = false;
  const start = () => {
    if (started || useConsentStore.getState().choice?.analytics !== true) return;
    started = true;
    unsubscribe();
    options.whenIdle(() => {
      void import('./reporter').then(({ startReporter }) => {
        // The reporter listens from now on; what happened before is handed over once.
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        window.removeEventListener(REMOTE_LOAD_ERROR_EVENT, onRemote);
        startReporter(early.splice(0));
      });
    });
  };
  const unsubscribe = useConsentStore.subscribe(start);
  start();
}
