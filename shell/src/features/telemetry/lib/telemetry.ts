// The only part of the pages' telemetry on the critical path: it keeps this page view's error events in
// memory from the start (the events themselves: nothing is read from them here), and loads the reporter
// (web-vitals, attribution build) at idle once — and only if — the visitor has accepted analytics.
// Without consent nothing is loaded and nothing leaves the page; the events kept go with the page.
import { useConsentStore } from 'shared-ui';
import { ERROR_EVENTS } from './error-events';

const MAX_EARLY = 10;

export function startTelemetry(options: { whenIdle: (task: () => void) => void }) {
  if (typeof window === 'undefined' || window.location.pathname.startsWith('/config-blogmr')) return;
  const early: Event[] = [];
  const keep = (event: Event) => early.length < MAX_EARLY && early.push(event);
  for (const type of ERROR_EVENTS) window.addEventListener(type, keep);

  let started = false;
  const start = () => {
    if (started || useConsentStore.getState().choice?.analytics !== true) return;
    started = true;
    unsubscribe();
    options.whenIdle(() => {
      void import('./reporter').then(({ startReporter }) => {
        // The reporter listens from now on; what happened before is handed over once.
        for (const type of ERROR_EVENTS) window.removeEventListener(type, keep);
        startReporter(early.splice(0));
      });
    });
  };
  const unsubscribe = useConsentStore.subscribe(start);
  start();
}
