// The network of the apps' component tests (vitest, Node): locale files are answered from the apps'
// public folders, as the servers answer them; the backend by the current test's `backend`, else it is
// unreachable. Used by shell/src/test/render-with-shell.tsx and mf-admin/src/test/render-admin.tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACE_OWNERS } from 'shared-i18n';
import { appDirs } from '../../../config/apps.mjs';
import { repoRoot } from '../../../config/repo.mjs';

const LOCALE_URL = /\/locales\/([\w-]+)\/(\w+)\.json$/;

/** Answers a request to the backend, or nothing (then it is unreachable, as when it is down). */
export type TestBackend = (url: URL, init?: RequestInit) => Response | undefined | Promise<Response | undefined>;

let currentBackend: TestBackend = () => undefined;

async function testFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const match = LOCALE_URL.exec(url.pathname);
  const owner = match && NAMESPACE_OWNERS[match[2] as keyof typeof NAMESPACE_OWNERS];
  if (!match || !owner) {
    const answer = await currentBackend(url, input instanceof Request ? input : init);
    if (answer) return answer;
    throw new TypeError(`fetch failed: ${url.href} is not reachable in this test`);
  }
  const dir = owner === 'shell' ? 'shared-i18n' : appDirs[owner];
  const body = readFileSync(path.join(repoRoot, dir, 'public/locales', match[1], `${match[2]}.json`), 'utf8');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Routes the page's fetch to `backend` for the current test. One fetch for the whole file, asking the
 * current test's backend: clients made in an earlier test (shared-core's public-db and supabase clients
 * are created once) keep the fetch they were given. Also sets what /env.js gives the browser
 * (shared-core's runtime config): the backend the test answers for.
 */
export function installTestNetwork(backend: TestBackend): void {
  currentBackend = backend;
  globalThis.fetch = testFetch as typeof fetch;
  (globalThis as { __ENV__?: unknown }).__ENV__ = { remotes: {}, supabaseUrl: TEST_SUPABASE_URL, supabaseAnonKey: 'anon-key', siteUrl: '' };
}

export const TEST_SUPABASE_URL = 'http://localhost:54321';
