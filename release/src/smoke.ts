// The smoke-test gate: the candidate build composed with the live versions of the other apps,
// served by the production server on free ports, opened in Chromium (Debian's, as the end-to-end
// tests: scripts/lib/ensure.mjs) on each page the candidate is part of, in Spanish and in Arabic
// (right-to-left). A page fails when the remote's part does not render, shows the
// "temporarily unavailable" view, or throws.
import net from 'node:net';
import { chromium } from 'playwright-core';
import { SERVICE_IDS, pathFor, type PageRef } from '../../shared-i18n/src/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/ensure.mjs';
import { stackEnv } from '../../scripts/lib/stack.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { APP_NAMES, appKey, type AppKey } from './apps.ts';
import { DEFAULT_MIRROR, mirrorLiveVersions } from './mirror.ts';
import { readRegistry } from './registry.ts';
import type { ReleaseTarget } from './target.ts';

const LANGUAGES = ['es', 'ar'] as const;
type Check = { ref: PageRef; remote: string; page: string };

const BLOG: Check[] = [{ ref: { page: 'blog' }, remote: 'mf_blog', page: 'blog' }];
const MARKETING: Check[] = [
  { ref: { page: 'home' }, remote: 'mf_marketing', page: 'home' },
  { ref: { page: 'service', service: SERVICE_IDS[0] }, remote: 'mf_marketing', page: 'service' },
  { ref: { page: 'contact' }, remote: 'mf_marketing', page: 'contact' },
  { ref: { page: 'substitutions' }, remote: 'mf_marketing', page: 'substitutions' },
  { ref: { page: 'booking' }, remote: 'mf_marketing', page: 'booking' },
];
const ADMIN: Check[] = [{ ref: { page: 'adminLogin' }, remote: 'mf_admin', page: 'adminLogin' }];
const CLIENTS: Check[] = [{ ref: { page: 'clientArea', subpath: '' }, remote: 'mf_clients', page: 'clientArea' }];

/** The pages each app is part of (the home page also carries mf-blog's latest posts). */
export const SMOKE_PAGES: Record<string, Check[]> = {
  'mf-blog': [...BLOG, MARKETING[0]],
  'mf-marketing': MARKETING,
  'mf-admin': ADMIN,
  'mf-clients': CLIENTS,
  shell: [...MARKETING.slice(0, 1), ...BLOG, ...ADMIN],
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * @param dirs the folder to serve for each app: the candidate's build for the candidate, the live
 *   versions for the others
 * @returns the problems found; empty when every page rendered
 */
export async function smokeTest({
  app,
  dirs,
  supabaseUrl,
  supabaseAnonKey,
}: {
  app: string;
  dirs: Record<string, string>;
  supabaseUrl: string;
  supabaseAnonKey: string;
}): Promise<string[]> {
  const ports = {} as Record<AppKey, number>;
  for (const name of APP_NAMES) ports[appKey(name)] = await freePort();
  const env = { ...stackEnv(ports, supabaseUrl, {}), SUPABASE_ANON_KEY: supabaseAnonKey };
  const servers = await Promise.all(APP_NAMES.map((name) => startStaticServer({ root: dirs[name], port: ports[appKey(name)], env, prerendered: false })));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    for (const check of SMOKE_PAGES[app]) {
      for (const language of LANGUAGES) {
        if (check.ref.page === 'adminLogin' && language !== 'es') continue; // one address for every language
        const url = `http://localhost:${ports.shell}${pathFor(check.ref, language)}`;
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          await page.goto(url);
          const part = `[data-remote="${check.remote}"][data-page="${check.page}"]`;
          // Whichever comes first: the part, or the view a part shows when it cannot load.
          await page.locator(`${part}, [data-remote-unavailable]`).first().waitFor({ timeout: 20_000 });
          // Then every other part of the page settles (the home page's latest posts come from mf-blog).
          await page.waitForFunction(() => !document.querySelector('[data-loading-fallback]'), null, { timeout: 20_000 });
          const unavailable = await page
            .locator('[data-remote-unavailable]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-remote-unavailable')));
          if (unavailable.length) errors.push(`${unavailable.join(', ')} "temporarily unavailable"`);
          else if (!(await page.locator(part).count())) errors.push(`${check.remote} ${check.page} did not render`);
          if (language === 'ar' && (await page.locator('html').getAttribute('dir')) !== 'rtl') errors.push('not right-to-left');
        } catch (error) {
          errors.push(`${check.remote} ${check.page} did not render (${(error as Error).message.split('\n')[0]})`);
        } finally {
          await page.close();
        }
        if (errors.length) problems.push(`smoke test ${url}: ${errors.join('; ')}`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  return problems;
}

/**
 * The smoke gate of a release into the bucket (--target cloudflare): the candidate's build composed with the
 * versions live in `environment`, mirrored, opened in Chromium against the environment's backend.
 */
export function bucketSmoke(options: {
  target: ReleaseTarget;
  environment: string;
  app: string;
  mirror?: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
}) {
  const { target, environment, app, mirror = DEFAULT_MIRROR, supabaseUrl, supabaseAnonKey } = options;
  return async (candidateDist: string) => {
    const live = await mirrorLiveVersions(target, mirror, await readRegistry(target, environment));
    const dirs = { ...Object.fromEntries(Object.entries(live).map(([name, dir]) => [name, dir.dist])), [app]: candidateDist };
    return smokeTest({ app, dirs, supabaseUrl, supabaseAnonKey });
  };
}
