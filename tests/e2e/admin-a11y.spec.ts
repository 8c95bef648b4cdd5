// axe (WCAG 2.2 AA tags) on the admin screens: nothing serious or critical.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { injectSession } from '../support/admin-auth';

async function expectNoSeriousViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

test('login page', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Entrar' }).click(); // with its error messages showing
  await expect(page.getByText('Escriba la contraseña.')).toBeVisible();
  await expectNoSeriousViolations(page, 'login');
});

test.describe('signed in', () => {
  // axe on a whole admin screen is slow on this shared 2-core machine.
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await injectSession(page);
  });

  test('dashboard', async ({ page }) => {
    await page.goto('/config-blogmr');
    await expect(page.getByTestId('posts-published')).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard');
  });

  test('post list', async ({ page }) => {
    await page.goto('/config-blogmr/posts');
    await expect(page.locator('[data-page="admin:posts"] tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'posts');
  });

  test('editor with its error messages', async ({ page }) => {
    await page.goto('/config-blogmr/post/new');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('El título en español es obligatorio.')).toBeVisible();
    await expectNoSeriousViolations(page, 'editor');
  });

  test('e-mail notices screen with an error showing', async ({ page }) => {
    await page.goto('/config-blogmr/avisos');
    await page.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByText('Escriba un correo válido, por ejemplo nombre@dominio.es.')).toBeVisible();
    await expectNoSeriousViolations(page, 'avisos');
  });

  test('clients screen: invite form with its errors, and the matters list with its filters', async ({ page }) => {
    await page.goto('/config-blogmr/clientes');
    await page.getByRole('button', { name: 'Invitar', exact: true }).click();
    await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filtros' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Asuntos' })).toBeVisible();
    await expectNoSeriousViolations(page, 'clientes');
  });

  test('engagement letter templates screen', async ({ page }) => {
    await page.goto('/config-blogmr/plantillas');
    await expect(page.getByRole('button', { name: 'Guardar plantilla' }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'plantillas');
  });

  test('security screen', async ({ page }) => {
    await page.goto('/config-blogmr/seguridad');
    await expect(page.getByText('No hay ningún autenticador configurado.')).toBeVisible();
    await expectNoSeriousViolations(page, 'security');
  });
});
