// Visit counting: once per page load, only when the page was loaded on
// the home page (`/`, `/{lang}`) or on a blog path (`/blog…`, `/{lang}/blog…`), through the
// record_visit RPC. The visitor_id cookie and the visited_* session flags are analytics storage,
// so they are only read or written after analytics consent; without it the visit still counts,
// never as unique. Failures are only logged.
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from 'shared-i18n';
import { analyticsAllowed } from 'shared-ui';

export type VisitKind = 'web' | 'blog';

const PREFIXES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).join('|');
const HOME = new RegExp(`^/(?:(?:${PREFIXES})/?)?$`);
const BLOG = new RegExp(`^(?:/(?:${PREFIXES}))?/blog`);

/** Which counter a page load at `pathname` increments, if any. */
export function visitKindOf(pathname: string): VisitKind | null {
  if (BLOG.test(pathname)) return 'blog';
  if (HOME.test(pathname)) return 'web';
  return null;
}

export const VISITOR_COOKIE = 'visitor_id';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function newVisitorId(now = Date.now(), random = Math.random): string {
  return `v_${now}${random().toString(36).slice(2, 11)}`;
}

function ensureVisitorCookie() {
  // An emptied cookie (being deleted) does not count as an id.
  if (document.cookie.split('; ').some((entry) => entry.startsWith(`${VISITOR_COOKIE}=`) && entry.length > VISITOR_COOKIE.length + 1)) return;
  document.cookie = `${VISITOR_COOKIE}=${newVisitorId()}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** The path the document was loaded at: a later in-app navigation is not a new page load. */
function loadedPathname(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  try {
    if (entry?.name) return new URL(entry.name).pathname;
  } catch {
    // fall through to the current location
  }
  return window.location.pathname;
}

type Rpc = (fn: 'record_visit', args: { kind: VisitKind; is_unique: boolean }) => PromiseLike<{ error: unknown }>;

async function defaultRpc(): Promise<Rpc> {
  const { getPublicDb } = await import('shared-core/public-db');
  const db = getPublicDb();
  return (fn, args) => db.rpc(fn, args);
}

export async function recordVisit(kind: VisitKind, rpc?: Rpc): Promise<void> {
  try {
    const consent = analyticsAllowed();
    const flag = kind === 'web' ? 'visited_web' : 'visited_blog';
    let unique = false;
    if (consent) {
      ensureVisitorCookie();
      unique = sessionStorage.getItem(flag) === null;
    }
    const call = rpc ?? (await defaultRpc());
    const { error } = await call('record_visit', { kind, is_unique: unique });
    if (error) {
      console.error('[mf-blog] visit counter failed', error);
      return;
    }
    if (consent && unique) sessionStorage.setItem(flag, '1');
  } catch (error) {
    console.error('[mf-blog] visit counter failed', error);
  }
}

// Every mf-blog module of the page shares this module, but a window flag also covers two copies
// of it (e.g. a redeployed remote loaded beside the old one) and StrictMode's double effects.
const GUARD = '__mfBlogVisitRecorded';

/** Counts this page load once, if it was loaded on a counted path. */
export function recordPageLoadVisit(): void {
  const scope = window as unknown as Record<string, unknown>;
  if (scope[GUARD]) return;
  scope[GUARD] = true;
  const kind = visitKindOf(loadedPathname());
  if (kind) void recordVisit(kind);
}
