// axe (WCAG 2.2 AA tags) on the admin screens: nothing serious or critical.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { injectSession, serviceClient } from '../support/admin-auth';
import { text } from '../support/admin-session';

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

  // Issue #47: the real visitors' figures (a chart per metric, Chart.js) and the client errors, in
  // Spanish and in Arabic (mirrored), on a phone and on a desktop.
  for (const language of ['es', 'ar'] as const) {
    for (const width of [390, 1280]) {
      test(`speed and errors screens, ${language} at ${width} px`, async ({ page }) => {
        const tag = `a11y-${language}-${width}-${Date.now()}`;
        await serviceClient()
          .from('web_vital_reports')
          .insert(
            ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((metric, index) => ({
              page_path: `/${language}`,
              page_group: '/',
              language,
              device: width < 600 ? 'mobile' : 'desktop',
              connection: '4g',
              metric,
              value: metric === 'CLS' ? 0.05 : 800 + index * 100,
              target: tag,
            })),
          )
          .throwOnError();
        await serviceClient().rpc('rollup_client_telemetry').throwOnError();
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/config-blogmr/rendimiento');
        await expect(page.getByTestId('vitals-chart-LCP').locator('canvas')).toBeVisible();
        if (language === 'ar') {
          // The admin's pages have no language in their address: the header's list switches the screen.
          await page.locator('header button[aria-label^="ES — "]').click();
          await page.locator('header a[hreflang="ar"]').click();
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expect(page.getByTestId('vitals-chart-LCP').locator('canvas')).toBeVisible();
        }
        await expectNoSeriousViolations(page, `rendimiento ${language} ${width}`);
        await page.getByRole('link', { name: text(language, 'admin', 'screens.errores') }).click();
        await expect(page.getByRole('heading', { level: 1, name: text(language, 'admin', 'screens.errores') })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expectNoSeriousViolations(page, `errores ${language} ${width}`);
      });
    }
  }
});
