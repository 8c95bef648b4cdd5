// Contact inbox against the real backend: a request sent through the public form shows up, its
// status change persists with who/when, waiting time past 24 h is flagged, replies are prepared in
// the client's language, and the CSV export escapes commas, quotes and newlines.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminClient, dismissCookieBanner, serviceClient, signInAsAdmin, text } from '../support/admin-session';

const a = (key: string, values?: Record<string, string | number>) => text('es', 'admin', key, values);

test('a request from the public form reaches the inbox; status persists; CSV escapes properly', async ({ page, browser }) => {
  const name = `Cliente Inbox ${Date.now()}`;
  const message = 'Hola, necesito "ayuda" urgente\nsegunda línea, con coma';

  // 1. A visitor sends the public contact form (German page, so the request's language is de).
  const visitor = await browser.newPage();
  await dismissCookieBanner(visitor);
  await visitor.goto('/de/kontakt');
  const form = (key: string) =>
    visitor.getByRole(key === 'format' || key === 'area' ? 'combobox' : 'textbox', { name: text('de', 'contact', `form.${key}`), exact: true });
  await form('name').fill(name);
  await form('email').fill('cliente.inbox@example.com');
  await form('phone').fill('+49 30 1234567');
  await form('format').selectOption('video');
  await form('area').selectOption('inheritance');
  await form('message').fill(message);
  await visitor.getByRole('checkbox', { name: text('de', 'legal', 'privacy.consentLabel') }).check();
  const sent = visitor.waitForResponse((response) => response.url().includes('/rest/v1/rpc/submit_contact_request') && response.request().method() === 'POST');
  await visitor.getByRole('button', { name: text('de', 'contact', 'form.submit') }).click();
  expect((await sent).status()).toBe(204);
  await visitor.close();

  // 2. The admin finds it, newest first.
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/cuestionario');
  await expect(page.getByRole('heading', { level: 1, name: a('screens.cuestionario') })).toBeVisible();
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow.getByRole('rowheader')).toContainText(name);

  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill(name);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText(a('inbox.status.new'));
  await expect(row).toContainText(a('inbox.areas.inheritance'));
  await expect(row).toContainText('Deutsch');

  // 3. Detail: replies in the client's language (German), status change with who/when.
  await row.getByRole('button', { name: a('inbox.open', { name }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(message.split('\n')[0]);
  const replyLink = dialog.getByRole('link', { name: a('inbox.detail.replyEmail') });
  await expect(replyLink).toHaveAttribute('href', /^mailto:cliente\.inbox@example\.com\?subject=/);
  const mailto = await replyLink.getAttribute('href');
  expect(decodeURIComponent(mailto!)).toContain(text('de', 'admin', 'inbox.reply.subject', { firmName: 'MR Abogados Dénia' }));
  await expect(dialog.getByRole('link', { name: a('inbox.detail.replyPhone') })).toHaveAttribute('href', 'tel:+49301234567');
  await expect(dialog.getByRole('link', { name: new RegExp(a('inbox.detail.replyWhatsapp')) })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/49301234567\?text=/,
  );
  await expect(dialog.getByTestId('status-history')).toHaveText(a('inbox.detail.neverChanged'));

  await dialog.getByLabel(a('inbox.columns.status')).selectOption('in_progress');
  await expect(dialog.getByTestId('status-history')).toContainText('admin@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the row's button.
  await expect(row.getByRole('button', { name: a('inbox.open', { name }) })).toBeFocused();

  await page.reload();
  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill(name);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(a('inbox.status.in_progress'));
  const admin = await adminClient();
  const { data } = await admin.from('contact_requests').select('status,status_changed_by,status_changed_at').eq('name', name).single();
  expect(data).toMatchObject({ status: 'in_progress' });
  expect(data!.status_changed_by).toBeTruthy();
  expect(data!.status_changed_at).toBeTruthy();

  // 4. CSV of the filtered list.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a('inbox.csv.export') }).click();
  const file = await (await download).path();
  const csv = await readFile(file!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    ['created_at', 'name', 'email', 'phone', 'practice_area', 'consultation_format', 'language', 'status', 'status_changed_at', 'message']
      .map((c) => a(`inbox.csv.${c}`))
      .join(','),
  );
  expect(csv).toContain(`,${name},cliente.inbox@example.com,+49 30 1234567,${a('inbox.areas.inheritance')},`);
  expect(csv).toContain('"Hola, necesito ""ayuda"" urgente\nsegunda línea, con coma"');
  expect(csv.match(new RegExp(name, 'g'))).toHaveLength(1);
});

test('waiting time over 24 hours is flagged; filters narrow the list; axe finds nothing serious', async ({ page }) => {
  const name = `Espera Larga ${Date.now()}`;
  const service = serviceClient();
  const old = new Date(Date.now() - 50 * 3600 * 1000).toISOString();
  const { error } = await service.from('contact_requests').insert({
    name,
    email: 'espera@example.com',
    consultation_format: 'phone',
    practice_area: 'labor',
    message: 'Consulta sobre un despido improcedente.',
    language: 'fr',
    consent_given: true,
    consent_text_version: 'e2e',
    created_at: old,
  });
  expect(error).toBeNull();

  await signInAsAdmin(page);
  await page.goto('/config-blogmr/cuestionario');
  await page.getByLabel(a('inbox.columns.area'), { exact: true }).selectOption('labor');
  await page.getByLabel(a('inbox.columns.language'), { exact: true }).selectOption('fr');
  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill('Espera Larga');
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(a('inbox.waiting.overdue'));
  await expect(row).toContainText(a('inbox.waiting.days', { days: 2, hours: 2 }));

  // Filtering by another status hides it.
  await page.getByLabel(a('inbox.columns.status'), { exact: true }).selectOption('archived');
  await expect(page.locator('tbody')).toContainText(a('inbox.empty'));
  await page.getByRole('button', { name: a('inbox.filters.clear') }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('[data-page="admin:cuestionario"]')
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // The detail dialog too.
  await page.locator('tbody tr').first().getByRole('button', { name: /.+/ }).click();
  const dialogResults = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('[role="dialog"]').analyze();
  expect(dialogResults.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
