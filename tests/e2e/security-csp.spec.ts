// @security The content security policy of the production server, in a real browser: every public
// page in every language (as a visitor gets it, prerendered) and every admin screen load and work with
// no policy violation — the inline scripts the pages need are allowed by hash, nothing else inline runs.
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { publicRoutePatterns } from 'shared-i18n';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { NAV_SCREENS } from '../../mf-admin/src/lib/admin-screens';
import { injectSession } from '../support/admin-auth';
import { TEST_SUPABASE_URL } from '../support/ports';
import { productionSite as base } from '../support/production-site';

const ADMIN_SCREENS = NAV_SCREENS.map(({ path }) => path);

/** Records violations from before the first script of every document the page loads. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${location.pathname}`,
      );
    });
  });
  return violations;
}

async function firstPublicSlug() {
  const client = createClient(TEST_SUPABASE_URL, LOCAL_ANON_KEY);
  const { data, error } = await client.from('blog_posts').select('slug').eq('hidden', false).limit(1).single();
  if (error) throw error;
  return data.slug as string;
}

test('@security every public page in every language runs under the policy without a violation', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  const slug = await firstPublicSlug();
  const paths = publicRoutePatterns().map(({ path }) => path.replace(':slug', slug));
  expect(paths.length).toBeGreaterThanOrEqual(70);
  for (const path of paths) {
    const response = await page.goto(`${base}${encodeURI(path)}`);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    // The app is up (hydrated or taken over): its language switcher answers.
    await expect(page.locator('footer').first()).toBeVisible();
  }
  // Interactive bits that inject markup or styles: the services menu and the cookie settings.
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Servicios' }).first().click();
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});

test('@security every admin screen runs under the policy without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await page.goto(`${base}/admin-login`);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await injectSession(page);
  for (const screen of ADMIN_SCREENS) {
    await page.goto(`${base}/config-blogmr/${screen}`);
    await expect(page.locator('[data-page^="admin:"] h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('@security a script smuggled into a page is refused by the browser', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${base}/`);
  // What a stored-XSS payload amounts to once it is in the DOM: an inline script and an inline handler.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__pwned = true');
    image.src = 'data:,broken';
    document.body.append(image);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});
