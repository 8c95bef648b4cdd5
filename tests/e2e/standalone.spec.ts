// QA can open each remote without the shell, in its small harness, at the root of a server of its
// own: as `npm run dev -w <app>` serves it (here the Node servers of the test stack, <base href="/">).
// Every released version at /_apps/<app>/<version>/ on the Worker: app-harness.spec.ts.
import { expect, test } from '@playwright/test';
import { TEST_PORTS } from '../support/ports';
import { submitLogin } from '../support/admin-auth';

const at = (port: number, path: string) => `http://localhost:${port}${path}`;

test('mf-marketing alone renders its pages', async ({ page }) => {
  await page.goto(at(TEST_PORTS.mf_marketing, '/'));
  await expect(page.locator('[data-remote="mf_marketing"][data-page="home"] h1')).toHaveText('Abogados en Dénia');
  await page.goto(at(TEST_PORTS.mf_marketing, '/de/dienstleistungen/erbrecht-denia'));
  await expect(page.locator('[data-page="service"] h1')).toHaveText('Erbrecht');
  await page.getByRole('link', { name: '/de/kontakt' }).click();
  await expect(page.locator('[data-page="contact"] h1')).toHaveText('Kontaktieren Sie uns');
});

test('mf-blog alone renders its pages', async ({ page }) => {
  await page.goto(at(TEST_PORTS.mf_blog, '/en/blog'));
  await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] h1')).toHaveText('Legal blog');
  await page.goto(at(TEST_PORTS.mf_blog, '/blog/algun-articulo'));
  await expect(page.locator('[data-page="blogPost"]')).toHaveAttribute('data-slug', 'algun-articulo');
});

test('mf-admin alone renders its pages', async ({ page }) => {
  await page.goto(at(TEST_PORTS.mf_admin, '/admin-login'));
  await expect(page.locator('[data-page="adminLogin"] h1')).toHaveText('Acceso al panel de control');
  // Without a session the guard sends to the login page; signing in there returns to the screen.
  await page.goto(at(TEST_PORTS.mf_admin, '/config-blogmr/traducciones'));
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fconfig-blogmr%2Ftraducciones$/);
  await submitLogin(page);
  await expect(page.locator('[data-page="admin:traducciones"] h1')).toHaveText('Traducciones');
});
