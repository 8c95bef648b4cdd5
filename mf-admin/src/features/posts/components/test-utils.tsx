// Component tests of the posts screens: a signed-in admin, the admin's routes for posts in a memory
// router, the shipped Spanish texts, and the network stubbed at fetch with what PostgREST answers
// (the requests are supabase-js's own). Modelled on shell/src/test/render-with-shell.tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import { i18n, initI18n, NAMESPACE_OWNERS, useLanguageStore } from 'shared-i18n';
import { createQueryClient } from 'shared-ui';
import { createMemoryRouter, RouterProvider } from 'shared-ui/router';
import { getSupabase } from 'shared-ui/supabase';
import { appDirs } from '../../../../../config/apps.mjs';
import { repoRoot } from '../../../../../scripts/lib/repo.mjs';
import { useAdminAuth } from '../../../lib/admin-session';

// Vitest has no global afterEach here, so Testing Library cannot unmount by itself.
afterEach(cleanup);

const LOCALE_URL = /\/locales\/([\w-]+)\/(\w+)\.json$/;
const SUPABASE_URL = 'http://localhost:54321';

/** One request to the backend as supabase-js sends it. */
export interface BackendRequest {
  method: string;
  /** Path under /rest/v1 (or /storage/v1…) and the query string, as PostgREST reads them. */
  url: URL;
  body: unknown;
}

/** Answers a request to the backend, or nothing (then it is unreachable, as when it is down). */
export type TestBackend = (request: BackendRequest) => Response | undefined;

/** Every request the backend received, in order, for assertions on what was sent. */
export const sentRequests: BackendRequest[] = [];

let currentBackend: TestBackend = () => undefined;

async function testFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const locale = LOCALE_URL.exec(url.pathname);
  const owner = locale && NAMESPACE_OWNERS[locale[2] as keyof typeof NAMESPACE_OWNERS];
  if (locale && owner) {
    const dir = owner === 'shell' ? 'shared-i18n' : appDirs[owner];
    const body = readFileSync(path.join(repoRoot, dir, 'public/locales', locale[1], `${locale[2]}.json`), 'utf8');
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  const text = typeof init?.body === 'string' ? init.body : undefined;
  const request = { method: init?.method ?? 'GET', url, body: text ? JSON.parse(text) : undefined };
  sentRequests.push(request);
  const answer = url.origin === SUPABASE_URL ? currentBackend(request) : undefined;
  if (answer) return answer;
  throw new TypeError(`fetch failed: ${url.href} is not reachable in this test`);
}

/** PostgREST's answer to a read, or to a write with `Prefer: return=representation`. */
export const rows = (data: unknown, status = 200) => Response.json(data, { status });
/** PostgREST's error body (SQLSTATE in `code`), with the HTTP status it maps that code to. */
export const pgError = (status: number, code: string, message: string, hint: string | null = null) =>
  Response.json({ code, message, details: null, hint }, { status });

/** Renders `element` for the routes of the posts screens at `pathname`, signed in as an admin. */
export async function renderPostsAt(pathname: string, routes: Array<{ path: string; element: ReactNode }>, backend: TestBackend) {
  currentBackend = backend;
  sentRequests.length = 0;
  globalThis.fetch = testFetch as typeof fetch;
  // What /env.js gives the browser: the backend this test answers for.
  (globalThis as { __ENV__?: unknown }).__ENV__ = { remotes: {}, supabaseUrl: SUPABASE_URL, supabaseAnonKey: 'anon-key', siteUrl: '' };
  localStorage.clear();
  useLanguageStore.getState().setLanguage('es');
  await initI18n({ language: 'es', baseUrl: () => '' });
  await i18n.changeLanguage('es');
  await i18n.loadNamespaces('admin');
  const user = { id: 'admin-1', app_metadata: { role: 'admin' } } as unknown as User;
  useAdminAuth.setState({ status: 'admin', user, supabase: getSupabase() });
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
