// Admin lists download only what they show: the inbox and substitution lists carry no message bodies
// or notes (one huge request cannot stall the screen); opening a request loads the whole of it.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient, signInAsAdmin, text } from '../support/admin-session';

const a = (key: string, values?: Record<string, string | number>) => text('es', 'admin', key, values);

/** Bodies of the list reads of `table` while `action` runs. */
async function listReads(page: Page, table: string, action: () => Promise<void>) {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes(`/rest/v1/${table}?`) && !url.includes('id=eq.') && response.request().method() === 'GET') {
      bodies.push(await response.text().catch(() => ''));
    }
  });
  await action();
  return bodies;
}

test('@security the inbox list carries no message bodies; the detail loads the message', async ({ page }) => {
  const marker = `CUERPO-${Date.now()}`;
  const name = `Lista Ligera ${Date.now()}`;
  await serviceClient()
    .from('contact_requests')
    .insert({
      name,
      email: 'lista.ligera@example.com',
      consultation_format: 'phone',
      practice_area: 'civil',
      language: 'es',
      message: `${marker} ${'texto largo '.repeat(400)}`,
      consent_given: true,
      consent_text_version: '2026-01',
    })
    .throwOnError();
  await signInAsAdmin(page);
  const bodies = await listReads(page, 'contact_requests', async () => {
    await page.goto('/config-blogmr/cuestionario');
    await expect(page.locator('tbody tr').first().getByRole('rowheader')).toContainText(name);
  });
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain(marker);
  await page.getByRole('button', { name: a('inbox.open', { name }) }).click();
  await expect(page.getByRole('dialog')).toContainText(marker);
});

test('@security the substitutions list carries no notes; the detail loads them', async ({ page }) => {
  const marker = `NOTAS-${Date.now()}`;
  const lawyer = `Letrada Ligera ${Date.now()}`;
  const court = 'Juzgado de lo Social n.º 1 de Alicante';
  await serviceClient()
    .from('substitution_requests')
    .insert({
      lawyer_name: lawyer,
      colegio: 'ICA Alicante',
      colegiado_number: '4321',
      email: 'ligera@example.com',
      phone: '+34 965 000 000',
      court,
      city: 'Alicante',
      hearing_date: '2099-05-04',
      hearing_time: '09:30',
      procedure_type: 'Despido',
      procurator_needed: false,
      notes: `${marker} ${'detalle '.repeat(400)}`,
      language: 'es',
      consent_given: true,
      consent_text_version: '2026-01',
    })
    .throwOnError();
  await signInAsAdmin(page);
  const bodies = await listReads(page, 'substitution_requests', async () => {
    await page.goto('/config-blogmr/sustituciones');
    await page.getByRole('searchbox').first().fill(lawyer);
    await expect(page.locator('tbody tr', { hasText: lawyer })).toHaveCount(1);
  });
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain(marker);
  await page.getByRole('button', { name: a('substitutionsAdmin.open', { name: lawyer, court }) }).click();
  await expect(page.getByRole('dialog')).toContainText(marker);
});
