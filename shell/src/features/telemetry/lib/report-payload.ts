// What a page's report holds, built from the browser's facts (issue #47): the page path without query or
// fragment, its language, a device class, the connection type, and per item only the metric and what it
// is attributed to, or the error's kind, message and stack. No identifier, no cookie, nothing typed.
export const TELEMETRY_LANGUAGES = ['es', 'en', 'de', 'fr', 'ar', 'zh', 'ru'] as const;

export type ErrorKind = 'error' | 'rejection' | 'remote' | 'hydration';

export interface VitalItem {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  rating?: string;
  target?: string;
  detail?: string;
}

export interface ErrorItem {
  kind: ErrorKind;
  message: string;
  stack?: string;
}

export interface Report {
  path: string;
  language: string;
  device: 'mobile' | 'tablet' | 'desktop';
  connection: string;
  vitals?: VitalItem[];
  errors?: ErrorItem[];
}

/** The database's limits (report_client_telemetry): longer texts are cut here rather than refused there. */
const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/** A URL without its query and fragment, which can carry someone's data. */
export const withoutQuery = (url: string | undefined) => (url ? url.replace(/[?#].*$/s, '') : undefined);

export function deviceClass(width: number, coarsePointer: boolean): Report['device'] {
  if (width < 768) return 'mobile';
  if (width < 1100 && coarsePointer) return 'tablet';
  return 'desktop';
}

const CONNECTIONS = new Set(['slow-2g', '2g', '3g', '4g']);
export const connectionType = (effectiveType: string | undefined) => (effectiveType && CONNECTIONS.has(effectiveType) ? effectiveType : 'unknown');

export function pageOf(location: { pathname: string }, documentLanguage: string): Pick<Report, 'path' | 'language'> | null {
  const language = documentLanguage.slice(0, 2).toLowerCase();
  if (!(TELEMETRY_LANGUAGES as readonly string[]).includes(language)) return null;
  const path = location.pathname.slice(0, 300);
  return /^\/[^?#\s]*$/.test(path) ? { path, language } : null;
}

export function vitalItem(item: VitalItem): VitalItem {
  return {
    name: item.name,
    value: Math.max(0, Math.round(item.value * 1000) / 1000),
    rating: item.rating,
    target: cut(item.target, 300),
    detail: cut(withoutQuery(item.detail), 300),
  };
}

export function errorItem(kind: ErrorKind, message: string, stack?: string): ErrorItem | null {
  const text = message.trim();
  if (!text) return null;
  // Query strings in stack frames (cache-busting, tokens) would split one error into many and could
  // carry someone's data.
  const frames = stack?.replace(/\?[^\s):]*/g, '');
  return { kind, message: text.slice(0, 500), stack: cut(frames, 4000) };
}

/** One key per error: the same one twice on a page is reported once (the database counts page views). */
export const errorKey = (item: ErrorItem) => `${item.kind}\n${item.message}\n${item.stack ?? ''}`;

export interface RemoteErrorDetail {
  id?: string;
  lifecycle?: string;
  message?: string;
}

/** The shell's REMOTE_LOAD_ERROR_EVENT: a remote that failed to load, or (lifecycle 'hydrate') a hydration mismatch. */
export function remoteEventError(detail: RemoteErrorDetail): { kind: ErrorKind; message: string } {
  return detail.lifecycle === 'hydrate'
    ? { kind: 'hydration', message: `Hydration mismatch: ${detail.message ?? 'the generated page and the live code differ'}` }
    : { kind: 'remote', message: `Remote ${detail.id ?? '?'} failed to load (${detail.lifecycle ?? '?'})${detail.message ? `: ${detail.message}` : ''}` };
}

/** An uncaught error's text as "Name: message" ("Uncaught " prefixes and script origins differ by browser). */
export function uncaughtMessage(event: { message?: string; error?: unknown }): string {
  const error = event.error as { name?: unknown; message?: unknown } | null | undefined;
  if (error && typeof error.message === 'string') return typeof error.name === 'string' && error.name ? `${error.name}: ${error.message}` : error.message;
  return String(event.message ?? '');
}

/** A rejection's reason as text, with its stack when it is an error. */
export function rejectionOf(reason: unknown): { message: string; stack?: string } {
  const error = reason as { name?: unknown; message?: unknown; stack?: unknown } | null | undefined;
  if (error && typeof error.message === 'string') {
    return { message: uncaughtMessage({ error }), stack: typeof error.stack === 'string' ? error.stack : undefined };
  }
  return { message: String(reason ?? '') };
}
