// A remote whose server is down only takes its own pages down: they show a translated
// "temporarily unavailable" view with a retry, the rest of the site keeps working, and retry
// recovers once the remote is back.
import { expect, test } from '@playwright/test';
import { portBlock } from '../support/ports';
import { startSiteStack } from '../support/stack';

let stack: Awaited<ReturnType<typeof startSiteStack>>;
test.beforeAll(async () => {
  stack = await startSiteStack(portBlock(1));
});
test.afterAll(async () => stack?.close());

test('with mf-blog down, /blog shows the unavailable view and the rest works; retry recovers', async ({ page }) => {
  await stack.stopApp('mf_blog');
  try {
    await page.goto(stack.url('/blog'));
    const unavailable = page.locator('[data-remote-unavailable="mf_blog"]');
    await expect(unavailable.getByRole('heading')).toHaveText('Esta sección no está disponible en este momento');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Header navigation still works and other remotes still render.
    await page.getByRole('banner').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page.locator('[data-remote="mf_marketing"][data-page="contact"] h1')).toHaveText('Contacte con nosotros');

    // Home renders mf-marketing; only the blog's slot inside it is unavailable.
    await page.goto(stack.url('/'));
    await expect(page.locator('[data-remote="mf_marketing"][data-page="home"] h1')).toHaveText('Abogados en Dénia');
    await expect(page.locator('[data-remote-unavailable="mf_blog"]')).toBeVisible();

    // Translated like everything else.
    await page.goto(stack.url('/en/blog'));
    await expect(page.locator('[data-remote-unavailable="mf_blog"] h2')).toHaveText('This section is temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    await stack.startApp('mf_blog');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] h1')).toHaveText('Legal blog');
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
  } finally {
    await stack.startApp('mf_blog').catch(() => undefined); // already running is fine
  }
});

test('with mf-clients down, the client area says so and the public site is untouched', async ({ page }) => {
  await stack.stopApp('mf_clients');
  try {
    await page.goto(stack.url('/area-clientes'));
    await expect(page.locator('[data-remote-unavailable="mf_clients"]').getByRole('heading')).toHaveText('Esta sección no está disponible en este momento');
    await expect(page.getByRole('banner')).toBeVisible();

    // The public pages, their remotes and the navigation work as before.
    await page.getByRole('banner').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page.locator('[data-remote="mf_marketing"][data-page="contact"] h1')).toHaveText('Contacte con nosotros');
    await page.goto(stack.url('/blog'));
    await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] h1')).toHaveText('Blog jurídico');
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
  } finally {
    await stack.startApp('mf_clients').catch(() => undefined);
  }
});
