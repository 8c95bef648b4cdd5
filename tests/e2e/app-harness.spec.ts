// @security Every version of every remote opens alone, as deployed (issue 48, deliverable 1): on the
// production Worker (the global setup's site, ../support/production-site.ts),
// /_apps/<app>/<version>/ serves that version's own page — its standalone harness: its router under
// that folder, its translations, a bar naming the app and the version — for the live version and for
// one released to `staging` only (never promoted: production's registry does not name it), in
// Spanish and in Arabic, with no console error, never indexed and under the site's policy (no inline
// script).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../../config/repo.mjs';
import { readRegistry } from '../../release/src/registry.ts';
import { releaseBuild } from '../../release/src/release.ts';
import type { Language } from '../../shared-i18n/src/languages';
import { pathFor } from '../../shared-i18n/src/routes';
import { productionSite, productionStore } from '../support/production-site';

const STAGING_MARK = ' · staging';
const LANGUAGES_TESTED: Language[] = ['es', 'ar'];

/** Each remote: the page its harness opens in a language, and the translation of that page's heading. */
const APPS = [
  { app: 'mf-marketing', namespace: 'marketing', key: ['home', 'title'], path: (language: Language) => pathFor({ page: 'home' }, language) },
  { app: 'mf-blog', namespace: 'blog', key: ['list', 'title'], path: (language: Language) => pathFor({ page: 'blog' }, language) },
  // The admin's screens have Spanish routes only (shared-i18n/src/routes.ts, ADMIN_LOGIN_PATH), as on
  // the site: in Arabic the harness opens at /ar/ and its bar leads to the sign-in page.
  { app: 'mf-admin', namespace: 'admin', key: ['login', 'title'], path: (language: Language) => (language === 'es' ? '/admin-login' : null) },
  { app: 'mf-clients', namespace: 'clients', key: ['signIn', 'title'], path: (language: Language) => pathFor({ page: 'clientArea', subpath: '' }, language) },
] as const;

type Texts = Record<string, unknown>;
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Texts;
const at = (texts: Texts, key: readonly string[]) => key.reduce<unknown>((value, part) => (value as Texts)[part], texts) as string;

/** The staging version of each app, and the live one (production's registry). */
const versions: Record<string, { live: string; staging: string }> = {};
let workDir: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  workDir = await mkdtemp(path.join(tmpdir(), 'app-harness-'));
  const store = productionStore();
  const production = await readRegistry(store, 'production');
  for (const { app, namespace, key } of APPS) {
    // A second version: this build with its heading changed in Spanish and Arabic (the stored twins
    // too, which a browser is served first), released to staging only.
    const dist = path.join(workDir, app);
    await cp(path.join(repoRoot, app, 'dist'), dist, { recursive: true });
    for (const language of LANGUAGES_TESTED) {
      const file = path.join(dist, 'locales', language, `${namespace}.json`);
      const texts = await readJson(file);
      const parent = key.slice(0, -1).reduce<Texts>((value, part) => value[part] as Texts, texts);
      parent[key.at(-1)!] = `${parent[key.at(-1)!] as string}${STAGING_MARK}`;
      const body = JSON.stringify(texts);
      await writeFile(file, body);
      await writeFile(`${file}.gz`, gzipSync(body));
      await writeFile(`${file}.br`, brotliCompressSync(body));
    }
    const { meta } = await releaseBuild({
      app,
      environment: 'staging',
      target: store,
      distDir: dist,
      serverDistDir: path.join(workDir, 'no-server-build'),
      log: () => undefined,
    });
    versions[app] = { live: production.apps[app].live.version, staging: meta.version };
  }
  // Production does not name the staging versions: they open only by their folder.
  const after = await readRegistry(store, 'production');
  for (const { app } of APPS) expect(after.apps[app].live.version).toBe(versions[app].live);
});
test.afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Errors the page reports (console errors and uncaught exceptions), from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { app, namespace, key, path: pathOf } of APPS) {
  for (const which of ['live', 'staging'] as const) {
    for (const language of LANGUAGES_TESTED) {
      test(`${app}: the ${which} version opens alone in ${language}`, async ({ page }) => {
        const version = versions[app][which];
        const folder = `/_apps/${app}/${version}`;
        const harness = await readJson(path.join(repoRoot, 'shared-i18n/public/locales', language, 'harness.json'));
        const heading = `${at(await readJson(path.join(repoRoot, app, 'dist/locales', language, `${namespace}.json`)), key)}${which === 'staging' ? STAGING_MARK : ''}`;
        const errors = errorsOf(page);
        const pagePath = pathOf(language);

        const response = await page.goto(`${productionSite}${folder}${pagePath ?? `/${language}/`}`);
        expect(response?.status()).toBe(200);
        const headers = response!.headers();
        expect(headers['x-robots-tag']).toContain('noindex');
        const scriptSrc = (headers['content-security-policy'] ?? '').split(/;\s*/).find((directive) => directive.startsWith('script-src'));
        expect(scriptSrc).toMatch(/^script-src 'self'/);
        expect(scriptSrc).not.toContain('unsafe-inline');

        // The bar says which app and which version this is, in the page's language and direction.
        const bar = page.getByRole('navigation', { name: (harness.label as string).replace('{{app}}', app) });
        await expect(bar).toContainText(app);
        await expect(bar).toContainText((harness.version as string).replace('{{version}}', version));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(
          bar
            .getByRole('list', { name: harness.pages as string })
            .getByRole('link')
            .first(),
        ).toBeVisible();

        if (!pagePath) {
          // The admin in Arabic: the bar's link to its sign-in page, a route of the same version.
          await bar.getByRole('link', { name: '/admin-login' }).click();
          await expect(page).toHaveURL(`${productionSite}${folder}/admin-login`);
        }
        // The app's page, with this version's own texts (the staging version's heading differs).
        await expect(page.locator('main h1').first()).toHaveText(
          pagePath
            ? heading
            : at(await readJson(path.join(repoRoot, app, 'dist/locales/es', `${namespace}.json`)), key) + (which === 'staging' ? STAGING_MARK : ''),
        );
        // Every file it loaded came from the site's origin: the version's folder, or /env.js.
        const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
        for (const url of loaded.filter((url) => url.startsWith(productionSite))) {
          expect(url.startsWith(`${productionSite}${folder}/`) || url === `${productionSite}/env.js`, url).toBe(true);
        }
        expect(errors).toEqual([]);
      });
    }
  }
}

test("the harness links to its other pages within the version, a missing file is still a 404, and an app's folder leads to its live version", async ({
  page,
}) => {
  const version = versions['mf-marketing'].staging;
  const folder = `${productionSite}/_apps/mf-marketing/${version}`;
  const errors = errorsOf(page);
  await page.goto(`${folder}/en/`);
  const contact = pathFor({ page: 'contact' }, 'en');
  await page.getByRole('navigation', { name: 'mf-marketing on its own' }).getByRole('link', { name: contact, exact: true }).click();
  await expect(page).toHaveURL(`${folder}${contact}`);
  await expect(page.locator('[data-page="contact"] h1')).toBeVisible();
  // Reloaded at that route, the Worker answers with the same harness.
  await page.reload();
  await expect(page.locator('[data-page="contact"] h1')).toBeVisible();
  expect(errors).toEqual([]);
  expect((await fetch(`${folder}/static/js/no-such-file.12345678.js`)).status).toBe(404);
  // An app's folder leads to its live version's harness (README, "Running one remote alone").
  const redirect = await fetch(`${productionSite}/_apps/mf-marketing/`, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe(`/_apps/mf-marketing/${versions['mf-marketing'].live}/`);
});
