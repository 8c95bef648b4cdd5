// Component tests of the shell: its providers (query client, memory router at a path) and i18n
// loading the shipped texts of the path's language, as the browser loads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { i18n, initI18n, languageOfPath, NAMESPACE_OWNERS, useLanguageStore } from 'shared-i18n';
import { createQueryClient } from 'shared-ui';
import { createMemoryRouter, RouterProvider } from 'shared-ui/router';
import { appDirs } from '../../../config/apps.mjs';
import { repoRoot } from '../../../scripts/lib/repo.mjs';

// Vitest has no global afterEach here, so Testing Library cannot unmount by itself.
afterEach(cleanup);

const LOCALE_URL = /\/locales\/([\w-]+)\/(\w+)\.json$/;

/** Answers a request to the backend, or nothing (then it is unreachable, as when it is down). */
export type TestBackend = (url: URL) => Response | undefined;

/**
 * The network of a component test: locale files are answered from the apps' public folders, as the
 * servers answer them; the backend by `backend`, else it is unreachable.
 */
const testFetch = (backend: TestBackend) => async (input: RequestInfo | URL): Promise<Response> => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const match = LOCALE_URL.exec(url.pathname);
  const owner = match && NAMESPACE_OWNERS[match[2] as keyof typeof NAMESPACE_OWNERS];
  if (!match || !owner) {
    const answer = backend(url);
    if (answer) return answer;
    throw new TypeError(`fetch failed: ${url.href} is not reachable in this test`);
  }
  const dir = owner === 'shell' ? 'shared-i18n' : appDirs[owner];
  const body = readFileSync(path.join(repoRoot, dir, 'public/locales', match[1], `${match[2]}.json`), 'utf8');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
};

let currentBackend: TestBackend = () => undefined;
const routedFetch = (input: RequestInfo | URL) => testFetch(currentBackend)(input);

export async function renderAt(pathname: string, element: ReactNode, backend: TestBackend = () => undefined) {
  const language = languageOfPath(pathname);
  useLanguageStore.getState().setLanguage(language);
  // One fetch for the whole file, asking the current test's backend: clients made in an earlier test
  // (shared-ui's public-db is created once) keep the fetch they were given.
  currentBackend = backend;
  globalThis.fetch = routedFetch as typeof fetch;
  // What /env.js gives the browser (shared-ui's runtime config): the backend the test answers for.
  (globalThis as { __ENV__?: unknown }).__ENV__ = { remotes: {}, supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon-key', siteUrl: '' };
  await initI18n({ language, baseUrl: () => '' });
  await i18n.changeLanguage(language);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [pathname] });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
