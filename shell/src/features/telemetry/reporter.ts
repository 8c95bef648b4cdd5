// Loaded at idle after analytics consent (telemetry.ts): real visitors' Core Web Vitals with their
// attribution (web-vitals, attribution build) and this page's client errors, sent to the one endpoint
// (supabase/functions/client-telemetry) with navigator.sendBeacon — text/plain, no headers, no cookie —
// or fetch keepalive where a beacon is refused. Vitals go when the page is hidden (when LCP, CLS and
// INP are final); errors a few seconds after they happen, so a page left open reports them too.
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { runtimeConfig, useConsentStore } from 'shared-ui';
import { REMOTE_LOAD_ERROR_EVENT } from '../../mf/error-load-remote-plugin';
import type { EarlyError } from './telemetry';
import {
  connectionType,
  deviceClass,
  errorItem,
  errorKey,
  pageOf,
  rejectionOf,
  remoteEventError,
  uncaughtMessage,
  vitalItem,
  type ErrorItem,
  type RemoteErrorDetail,
  type Report,
  type VitalItem,
} from './report-payload';

const ERROR_DELAY_MS = 3000;
const MAX_ERRORS_PER_PAGE = 10;

export function endpoint() {
  const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
  if (!supabaseUrl) return null;
  // The anon key (public) in the URL: a beacon carries no headers, and Supabase's gateway asks for one.
  return `${supabaseUrl.replace(/\/$/, '')}/functions/v1/client-telemetry?apikey=${encodeURIComponent(supabaseAnonKey)}`;
}

function send(report: Report) {
  const url = endpoint();
  // Consent withdrawn since: nothing more leaves the page.
  if (!url || useConsentStore.getState().choice?.analytics !== true) return;
  const body = JSON.stringify(report);
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}

function attribution(metric: MetricWithAttribution): Pick<VitalItem, 'target' | 'detail'> {
  switch (metric.name) {
    case 'LCP':
      return { target: metric.attribution.target, detail: metric.attribution.url };
    case 'INP': {
      const script = metric.attribution.longestScript?.entry;
      const source = script ? script.sourceURL || script.invoker : undefined;
      return { target: metric.attribution.interactionTarget, detail: [metric.attribution.interactionType, source].filter(Boolean).join(' ') || undefined };
    }
    case 'CLS':
      return { target: metric.attribution.largestShiftTarget };
    case 'FCP':
      return { detail: metric.attribution.loadState };
    case 'TTFB': {
      const parts = metric.attribution;
      const [largest] = (
        [
          ['waiting', parts.waitingDuration],
          ['cache', parts.cacheDuration],
          ['dns', parts.dnsDuration],
          ['connection', parts.connectionDuration],
          ['request', parts.requestDuration],
        ] as const
      ).toSorted((a, b) => b[1] - a[1]);
      return { detail: largest[0] };
    }
  }
}

export function startReporter(early: EarlyError[]) {
  const page = pageOf(window.location, document.documentElement.lang);
  if (!page) return;
  const base = (): Report => ({
    ...page,
    device: deviceClass(window.innerWidth, window.matchMedia?.('(pointer: coarse)').matches ?? false),
    connection: connectionType((navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType),
  });

  const vitals = new Map<string, VitalItem>();
  const flushVitals = () => {
    if (vitals.size === 0) return;
    send({ ...base(), vitals: [...vitals.values()] });
    vitals.clear();
  };
  const record = (metric: MetricWithAttribution) => {
    vitals.set(metric.name, vitalItem({ name: metric.name, value: metric.value, rating: metric.rating, ...attribution(metric) }));
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);

  const seen = new Set<string>();
  let pending: ErrorItem[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flushErrors = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    send({ ...base(), errors: pending });
    pending = [];
  };
  const report = (item: ErrorItem | null) => {
    if (!item || seen.size >= MAX_ERRORS_PER_PAGE || seen.has(errorKey(item))) return;
    seen.add(errorKey(item));
    pending.push(item);
    timer ??= setTimeout(flushErrors, ERROR_DELAY_MS);
  };
  for (const item of early) report(errorItem(item.kind, item.message, item.stack));
  window.addEventListener('error', (event) => report(errorItem('error', uncaughtMessage(event), event.error?.stack)));
  window.addEventListener('unhandledrejection', (event) => {
    const { message, stack } = rejectionOf(event.reason);
    report(errorItem('rejection', message, stack));
  });
  window.addEventListener(REMOTE_LOAD_ERROR_EVENT, (event) => {
    const { kind, message } = remoteEventError((event as CustomEvent<RemoteErrorDetail>).detail ?? {});
    report(errorItem(kind, message));
  });
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    flushErrors();
    flushVitals();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', () => {
    flushErrors();
    flushVitals();
  });
}
