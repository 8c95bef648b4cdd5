// Loaded at idle after analytics consent (telemetry.ts): real visitors' Core Web Vitals with their
// attribution (web-vitals, attribution build) and this page's client errors, sent to the one endpoint
// (supabase/functions/client-telemetry) with navigator.sendBeacon — text/plain, no headers, no cookie —
// or fetch keepalive where a beacon is refused. Vitals go when the page is hidden (when LCP, CLS and
// INP are final); errors a few seconds after they happen, so a page left open reports them too.
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { runtimeConfig } from 'shared-core';
import { useConsentStore } from 'shared-ui';
import { ERROR_EVENTS } from './error-events';
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
      const parts: Array<[string, number]> = [
        ['waiting', metric.attribution.waitingDuration],
        ['cache', metric.attribution.cacheDuration],
        ['dns', metric.attribution.dnsDuration],
        ['connection', metric.attribution.connectionDuration],
        ['request', metric.attribution.requestDuration],
      ];
      const largest = parts.reduce((a, b) => (b[1] > a[1] ? b : a));
      return { detail: largest[0] };
    }
  }
}

/** Starts reporting; the answer stops listening (web-vitals keeps measuring, but nothing is sent after). */
export function startReporter(early: Event[]): () => void {
  const page = pageOf(window.location, document.documentElement.lang);
  if (!page) return () => undefined;
  const listening = new AbortController();
  const { signal } = listening;
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
  const onErrorEvent = (event: Event) => {
    if (event.type === 'error') {
      const { error } = event as ErrorEvent;
      report(errorItem('error', uncaughtMessage(event as ErrorEvent), typeof error?.stack === 'string' ? error.stack : undefined));
    } else if (event.type === 'unhandledrejection') {
      const { message, stack } = rejectionOf((event as PromiseRejectionEvent).reason);
      report(errorItem('rejection', message, stack));
    } else {
      const { kind, message } = remoteEventError((event as CustomEvent<RemoteErrorDetail>).detail ?? {});
      report(errorItem(kind, message));
    }
  };
  for (const event of early) onErrorEvent(event);
  for (const type of ERROR_EVENTS) window.addEventListener(type, onErrorEvent, { signal });
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    flushErrors();
    flushVitals();
  };
  document.addEventListener('visibilitychange', onHidden, { signal });
  window.addEventListener(
    'pagehide',
    () => {
      flushErrors();
      flushVitals();
    },
    { signal },
  );
  let stopped = false;
  const record = (metric: MetricWithAttribution) => {
    if (!stopped) vitals.set(metric.name, vitalItem({ name: metric.name, value: metric.value, rating: metric.rating, ...attribution(metric) }));
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  return () => {
    stopped = true;
    clearTimeout(timer);
    listening.abort();
  };
}
