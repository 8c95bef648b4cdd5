// Substitutions dashboard against the real backend: upcoming hearings first and overdue ones
// flagged; the workflow new → accepted → assigned → done with a translated error when the lawyer
// is missing; a rejection keeps its reason; CSV export; axe.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FIRM } from '../../shared-ui/src/config/firm';
import { adminClient, anonClient, signInAsAdmin, text } from '../support/admin-session';

const a = (key: string, values?: Record<string, string | number>) => text('es', 'admin', key, values);
const isoDay = (offsetDays: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

async function submit(lawyer: string, hearingDate: string, court: string) {
  // What the public substitutions form sends (anon, through the intake function, no read-back).
  const { error } = await anonClient().rpc('submit_substitution_request', {
    request: {
      lawyer_name: lawyer,
      colegio: 'ICA Valencia',
      colegiado_number: '12345',
      // One address per request: the form allows 5 an hour per sender e-mail.
      email: `letrado-${Math.random().toString(36).slice(2, 8)}@example.com`,
      phone: '+34 600 111 222',
      court,
      city: 'Dénia',
      hearing_date: hearingDate,
      hearing_time: '10:30',
      procedure_type: 'Juicio verbal',
      procurator_needed: false,
      notes: 'Vista de prueba',
      language: 'es',
      consent_given: true,
      consent_text_version: 'e2e',
    },
  });
  expect(error).toBeNull();
}

async function open(page: Page, prefix: string) {
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/sustituciones');
  await expect(page.getByRole('heading', { level: 1, name: a('screens.sustituciones') })).toBeVisible();
  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill(prefix);
}

test('upcoming first, overdue flagged; new → accepted → assigned → done persists', async ({ page }) => {
  const prefix = `Letrada Flujo ${Date.now()}`;
  await submit(`${prefix} B`, isoDay(-3), 'Juzgado de lo Social n.º 1 de Alicante');
  await submit(`${prefix} A`, isoDay(5), 'Juzgado de Primera Instancia n.º 3 de Dénia');
  await open(page, prefix);

  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('rowheader')).toContainText(`${prefix} A`);
  await expect(rows.nth(0)).not.toContainText(a('substitutionsAdmin.overdue'));
  await expect(rows.nth(1).getByRole('rowheader')).toContainText(`${prefix} B`);
  await expect(rows.nth(1)).toContainText(a('substitutionsAdmin.overdue'));
  await expect(rows.nth(0)).toContainText(a('substitutionsAdmin.colegiado', { number: '12345' }));

  await rows
    .nth(0)
    .getByRole('button', { name: a('substitutionsAdmin.open', { name: `${prefix} A`, court: 'Juzgado de Primera Instancia n.º 3 de Dénia' }) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('substitution-status')).toHaveText(a('substitutionsAdmin.status.new'));
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.accept'), exact: true }).click();
  await expect(dialog.getByTestId('substitution-status')).toHaveText(a('substitutionsAdmin.status.accepted'));

  // Assigning without a lawyer: the message sits beside the field and nothing is sent.
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.assign'), exact: true }).click();
  await expect(dialog.getByText(a('substitutionsAdmin.errors.lawyerRequired'))).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: a('substitutionsAdmin.assignLawyer') })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('substitution-status')).toHaveText(a('substitutionsAdmin.status.accepted'));

  await dialog.getByRole('combobox', { name: a('substitutionsAdmin.assignLawyer') }).selectOption(FIRM.lawyers[1].name);
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.assign'), exact: true }).click();
  await expect(dialog.getByTestId('substitution-status')).toHaveText(a('substitutionsAdmin.status.assigned'));
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.done') }).click();
  await expect(dialog.getByTestId('substitution-status')).toHaveText(a('substitutionsAdmin.status.done'));
  await page.keyboard.press('Escape');

  await page.reload();
  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill(prefix);
  await expect(rows.nth(0)).toContainText(a('substitutionsAdmin.status.done'));
  await expect(rows.nth(0)).toContainText(FIRM.lawyers[1].name);
  const { data } = await (
    await adminClient()
  )
    .from('substitution_requests')
    .select('status,assigned_lawyer,status_changed_by')
    .eq('lawyer_name', `${prefix} A`)
    .single();
  expect(data).toMatchObject({ status: 'done', assigned_lawyer: FIRM.lawyers[1].name });
  expect(data!.status_changed_by).toBeTruthy();

  // The overdue filter keeps only the open past one; CSV follows the filters.
  await page.getByLabel(a('substitutionsAdmin.when.label'), { exact: true }).selectOption('overdue');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(`${prefix} B`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a('inbox.csv.export') }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(`${prefix} B`);
  expect(csv).not.toContain(`${prefix} A`);
});

test('a rejected request keeps its reason; the reason is required; axe finds nothing serious', async ({ page }) => {
  const prefix = `Letrado Rechazo ${Date.now()}`;
  await submit(prefix, isoDay(8), 'Juzgado de Instrucción n.º 1 de Gandia');
  await open(page, prefix);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText(prefix);

  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const serious = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious(await axe().include('[data-page="admin:sustituciones"]').analyze())).toEqual([]);

  // Keyboard only: focus the row's button and open it with Enter.
  await row.getByRole('button').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.reject') }).click();
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.confirmReject') }).click();
  await expect(dialog.getByText(a('substitutionsAdmin.errors.reasonRequired'))).toBeVisible();
  const reason = 'Coincide con otro señalamiento, "sala 2", a la misma hora.';
  await dialog.getByRole('textbox', { name: a('substitutionsAdmin.reason') }).fill(reason);
  expect(serious(await axe().include('[role="dialog"]').analyze())).toEqual([]);
  await dialog.getByRole('button', { name: a('substitutionsAdmin.actions.confirmReject') }).click();
  await expect(dialog.getByTestId('substitution-status')).toHaveText(a('substitutionsAdmin.status.rejected'));

  await page.reload();
  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill(prefix);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(a('substitutionsAdmin.status.rejected'));
  await page.locator('tbody tr').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByTestId('rejection-reason')).toHaveText(reason);
  const { data } = await (await adminClient()).from('substitution_requests').select('status,rejection_reason').eq('lawyer_name', prefix).single();
  expect(data).toEqual({ status: 'rejected', rejection_reason: reason });
});
