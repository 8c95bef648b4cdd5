// Component tests of mf-admin: the apps' render helper (query client, memory router, i18n of the
// path's language) with the admin's own texts loaded, and answers in the shapes the real backend
// gives supabase-js (PostgREST rows with Content-Range, GoTrue sessions and errors), so the screens
// run their real api files against a stubbed network instead of mocked modules.
import type { User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { renderAt, TEST_SUPABASE_URL, type TestBackend, type TestRoute } from 'shared-ui/testing';
import { useAdminAuth } from '@/lib/admin-session';

export type { TestBackend };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders an admin screen (or the routes of several) at `pathname` (admin paths are Spanish unless prefixed). */
export function renderAdmin(pathname: string, element: ReactNode | readonly TestRoute[], backend: TestBackend = () => undefined) {
  // Nothing left from an earlier test: the editor keeps local drafts, the session its tokens.
  localStorage.clear();
  return renderAt(pathname, element, backend, ['admin']);
}

/** What the admin guard lets through: a signed-in admin (screens under /config-blogmr). */
export function signInAdmin(id = 'admin-1'): void {
  useAdminAuth.setState({ status: 'admin', user: { id, app_metadata: { role: 'admin' } } as unknown as User });
}

/** A request the test backend received. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A backend answering `routes` ("METHOD /path", e.g. "GET /rest/v1/contact_requests") and recording
 * every request, for assertions on what the screen asked for.
 */
export const testBackend = (routes: Record<string, (request: SeenRequest) => Response>) =>
  recordingBackend((request) => routes[`${request.method} ${request.url.pathname}`]?.(request));

/** A backend answering with `answer` (nothing: unreachable) and recording every request. */
export function recordingBackend(answer: (request: SeenRequest) => Response | undefined) {
  const seen: SeenRequest[] = [];
  const handle: TestBackend = async (url, init) => {
    if (url.origin !== TEST_SUPABASE_URL) return undefined;
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = init?.body ? String(init.body) : '';
    const request = { method, url, body: text ? JSON.parse(text) : undefined };
    seen.push(request);
    return answer(request);
  };
  return { handle, seen };
}

/** PostgREST's error body (SQLSTATE in `code`), with the HTTP status it maps that code to. */
export const postgrestError = (status: number, code: string, message: string, hint: string | null = null) =>
  Response.json({ code, message, details: null, hint }, { status });

/** PostgREST's answer to a read with count=exact: the rows and `Content-Range: from-to/total`. */
export function postgrestRows(rows: readonly object[], from = 0, total = rows.length): Response {
  const range = rows.length ? `${from}-${from + rows.length - 1}/${total}` : `*/${total}`;
  return Response.json(rows, { status: 200, headers: { 'Content-Range': range } });
}

/** GoTrue's error body for clients sending X-Supabase-Api-Version 2024-01-01 (as auth-js does). */
export function authError(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { 'x-supabase-api-version': '2024-01-01' } });
}

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** GoTrue's answer to a password grant: an access token (a JWT auth-js decodes, unsigned here) and the user. */
export function authSession(user: { id: string; email: string; role?: string }): Response {
  const now = Math.floor(Date.now() / 1000);
  const appMetadata = { provider: 'email', ...(user.role ? { role: user.role } : {}) };
  const claims = {
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    app_metadata: appMetadata,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: 'session-1',
  };
  return Response.json({
    access_token: [base64url({ alg: 'HS256', typ: 'JWT' }), base64url(claims), base64url('not checked by the client')].join('.'),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token',
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: appMetadata,
      user_metadata: {},
      identities: [],
      created_at: new Date().toISOString(),
    },
  });
}
