// What a first visit downloads: public pages read and write through postgrest-js, so the whole
// supabase-js (auth, realtime, storage) is only fetched by the admin area; and the federation
// runtime core is fetched once per page (provided by the shell), not once per remote.
import { expect, test, type Page } from '@playwright/test';

/** The bodies of every JavaScript file the page downloads, collected as they arrive. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

const countIn = (bodies: string[], marker: string) => bodies.filter((body) => body.includes(marker)).length;
// A class only supabase-js's auth client defines, and a hook name only the federation runtime core has.
const SUPABASE_JS = 'GoTrueClient';
const RUNTIME_CORE = 'beforeLoadShare';

test('home and the blog render their data without downloading supabase-js; the admin login does', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_blog"][data-page="latestPosts"] article[data-post-slug]').first()).toBeVisible();
  await page.goto('/blog');
  await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countIn(await Promise.all(scripts), SUPABASE_JS)).toBe(0);

  await page.goto('/admin-login');
  await expect(page.locator('[data-page="adminLogin"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countIn(await Promise.all(scripts), SUPABASE_JS)).toBe(1);
});

test('the home page, with two remotes, downloads the federation runtime core once', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_marketing"][data-page="home"] h1')).toBeVisible();
  await expect(page.locator('[data-remote="mf_blog"][data-page="latestPosts"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countIn(await Promise.all(scripts), RUNTIME_CORE)).toBe(1);
});
