// The editor's local draft: it survives a reload, and a session that expires mid-edit sends the
// admin to the login page and back to the editor with the text intact.
import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY, injectSession, submitLogin } from '../support/admin-auth';
import { TEST_SUPABASE_URL } from '../support/ports';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';

test('a draft survives a reload and can be discarded', async ({ page }) => {
  await injectSession(page);
  page.on('dialog', (dialog) => void dialog.accept()); // the unsaved-changes warning on reload
  await page.goto('/config-blogmr/post/new');
  const editor = page.locator('[data-page="admin:post/new"]');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Borrador que sobrevive');
  await editor.getByLabel('Resumen').fill('Resumen del borrador');
  await page.reload();
  await expect(editor.getByRole('status').filter({ hasText: 'Se ha recuperado un borrador sin guardar' })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Borrador que sobrevive');
  await expect(editor.getByLabel('Resumen')).toHaveValue('Resumen del borrador');
  await expect(editor.getByLabel('Dirección (slug)')).toHaveValue('borrador-que-sobrevive');
  await editor.getByRole('button', { name: 'Descartar el borrador' }).click();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');
  await page.reload();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');
});

test('leaving the editor with unsaved changes asks first', async ({ page }) => {
  await injectSession(page);
  await page.goto('/config-blogmr/post/new');
  const editor = page.locator('[data-page="admin:post/new"]');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Cambios sin guardar');
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Resumen' }).click();
  const ask = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Cambios sin guardar');
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Resumen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salir' }).click();
  await expect(page.locator('[data-page="admin:dashboard"] h1')).toHaveText('Resumen');
  // Discard the draft so other tests in this browser profile start clean.
  await page.evaluate(() => localStorage.removeItem('mf-admin:post-draft:new'));
});

test("the browser's back button asks too, and stays on the editor until the admin leaves", async ({ page }) => {
  await injectSession(page);
  await page.goto('/config-blogmr/posts');
  // Into the editor through the app's own link: back is then a step inside the app.
  await page.locator('[data-page="admin:posts"]').getByRole('link', { name: 'Nueva entrada' }).click();
  const editor = page.locator('[data-page="admin:post/new"]');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Cambios sin guardar');
  await page.goBack();
  const ask = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Cambios sin guardar');
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/config-blogmr\/posts$/);
  await expect(page.locator('[data-page="admin:posts"]')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('mf-admin:post-draft:new'));
});

test('session expiry while editing keeps the draft and returns to the editor after signing in', async ({ page }) => {
  await injectSession(page);
  await page.goto('/config-blogmr/post/new');
  const editor = page.locator('[data-page="admin:post/new"]');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Texto escrito antes de caducar');
  await editor.getByLabel('Contenido').fill('Un párrafo largo que no debe perderse.');

  // Force the expiry: revoke the session on the server and mark the stored token as expired, as
  // if the laptop had slept past the refresh window.
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY))!);
  const logout = await page.request.post(`${TEST_SUPABASE_URL}/auth/v1/logout?scope=local`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${stored.access_token}` },
  });
  expect(logout.ok()).toBe(true);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }),
  ] as const);

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fconfig-blogmr%2Fpost%2Fnew$/);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  await expect(editor.getByText('Se ha recuperado un borrador sin guardar', { exact: false })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Texto escrito antes de caducar');
  await expect(editor.getByLabel('Contenido')).toHaveValue('Un párrafo largo que no debe perderse.');
});
