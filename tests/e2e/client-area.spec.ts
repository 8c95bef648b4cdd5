// The client area end to end, in English and in Arabic: the firm invites a client and opens a matter
// in the admin → the client gets a sign-in code by e-mail (mail catcher) → signs in → accepts the
// engagement letter → sees the timeline → uploads the requested document (a wrong type is refused
// beside the field) → the firm sees it and posts an update → the client gets a content-free e-mail and
// sees the update. A second client sees none of it, in the UI and through REST and storage with their
// own token. Plus axe on every client-area screen at 390 and 1280 px.
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { expect, test } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { adminClient, AUTH_STORAGE_KEY, dismissCookieBanner, serviceClient, signInAsAdmin, text } from '../support/admin-session';
import { areaPath, clients, NEWS_SUBJECT, noSeriousViolations, signInAsClient, unique } from '../support/client-area';
import { mailDetail, mailTo } from '../support/mail';
import { TEST_SUPABASE_URL } from '../support/ports';

/** The admin's texts (the admin works in Spanish here). */
const admin = (key: string, values?: Record<string, string>) => text('es', 'admin', key, values);
const newsTo = async (email: string, subject: string) => (await mailTo(email)).filter((message) => message.Subject === subject);

// es (the default language, no prefix), en, and ar (right to left): axe on every screen in each.
for (const language of ['es', 'en', 'ar'] as const) {
  test(`client area end to end (${language})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const email = `client-${unique()}@example.org`;
    const name = { es: 'Lucía Ferrer', en: 'Jane Harper', ar: 'ليلى حداد' }[language];
    const title = `Inheritance ${unique()}`;

    // The firm invites the client and opens the matter, in the admin.
    const firm = await browser.newPage();
    await dismissCookieBanner(firm);
    await signInAsAdmin(firm);
    await firm.goto('/config-blogmr/clientes');
    await firm.getByLabel(admin('clientArea.invite.fullName')).fill(name);
    await firm.getByLabel(admin('clientArea.invite.email')).fill(email);
    await firm.getByLabel(admin('clientArea.invite.language'), { exact: true }).selectOption(language);
    await firm.getByRole('button', { name: admin('clientArea.invite.submit'), exact: true }).click();
    await expect(firm.getByText(admin('clientArea.invite.done', { email }))).toBeVisible();
    await firm.getByLabel(`${admin('clientArea.matter.client')} *`, { exact: true }).selectOption({ label: `${name} (${email})` });
    await firm.getByLabel(`${admin('clientArea.matter.title')} *`, { exact: true }).fill(title);
    await firm.getByLabel(admin('clientArea.matter.area')).selectOption('inheritance');
    await firm.getByRole('button', { name: admin('clientArea.matter.create') }).click();
    await firm.getByRole('link', { name: admin('clientArea.openMatter', { title }) }).click();
    await expect(firm.getByRole('heading', { name: title })).toBeVisible();
    const matterId = firm.url().split('/').pop()!;
    // The letter starts from the template of the client's language, with their name.
    await expect(firm.getByLabel(admin('clientArea.letter.text'))).toHaveValue(new RegExp(name));
    await firm.getByRole('button', { name: admin('clientArea.letter.publish') }).click();
    await expect(firm.getByTestId('letter-versions').getByRole('row')).toHaveCount(1);
    await firm.getByLabel(admin('clientArea.documents.request')).fill('Passport');
    await firm.getByRole('button', { name: admin('clientArea.documents.ask') }).click();
    await expect(firm.getByTestId('admin-document-requests')).toContainText('Passport');

    // The client signs in with the code from the e-mail, in their language.
    const context = await browser.newContext();
    const client = await context.newPage();
    await dismissCookieBanner(client);
    await client.goto(areaPath(language));
    await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    if (language === 'ar') await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
    await noSeriousViolations(client, 'sign-in');
    await signInAsClient(client, language, email);
    await noSeriousViolations(client, 'matters');
    await client.getByRole('link', { name: title }).click();
    await expect(client.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // Accepts the engagement letter; the firm sees when, from where and the text's SHA-256.
    const letter = client.getByTestId('engagement-letter');
    await letter.getByRole('button', { name: clients(language, 'letter.accept') }).click();
    await expect(letter.getByRole('status')).toBeVisible();
    await expect(letter.getByRole('button', { name: clients(language, 'letter.accept') })).toHaveCount(0);
    // The client keeps it as a PDF: the print dialog with the letter alone on paper (the firm, the
    // matter, the text, the acceptance; no button, nothing else of the page), shaped by the browser.
    await client.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-test-printed', '');
    });
    await letter.getByRole('button', { name: clients(language, 'letter.print') }).click();
    await expect(client.locator('html[data-test-printed]')).toHaveCount(1);
    await client.emulateMedia({ media: 'print' });
    await expect(letter.getByText(`MR Abogados Dénia — ${title}`)).toBeVisible();
    await expect(letter.getByRole('document')).toBeVisible();
    await expect(letter.getByRole('status')).toBeVisible();
    await expect(letter.getByRole('button')).toHaveCount(0);
    await expect(client.getByRole('heading', { name: title, level: 1 })).toBeHidden();
    await expect(client.getByTestId('documents')).toBeHidden();
    expect((await client.pdf()).subarray(0, 5).toString()).toBe('%PDF-');
    await client.emulateMedia({ media: 'screen' });
    await expect(client.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The timeline: the current state, translated.
    await expect(client.locator('[aria-current="step"]')).toHaveText(clients(language, 'status.opened'));

    // Uploads the requested document: a file that is not what its name says is refused beside the field.
    const upload = client.getByLabel(clients(language, 'documents.fileFor', { title: 'Passport' }));
    await upload.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await client.getByRole('button', { name: clients(language, 'documents.send') }).click();
    await expect(client.getByText(clients(language, 'documents.errors.type'))).toBeVisible();
    await upload.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% passport scan\n') });
    await client.getByRole('button', { name: clients(language, 'documents.send') }).click();
    await expect(client.getByTestId('document-requests')).toContainText(clients(language, 'documents.received'));
    await expect(client.getByTestId('documents')).toContainText('passport.pdf');
    await noSeriousViolations(client, 'matter');

    // The firm sees the acceptance and the document, and posts an update with a new status.
    await firm.reload();
    await expect(firm.getByTestId('letter-versions')).not.toContainText(admin('clientArea.letter.notAccepted'));
    await expect(firm.getByTestId('admin-documents')).toContainText('passport.pdf');
    // The firm prints the accepted version alone (its PDF): the text with when, where and the whole SHA-256.
    await firm.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-test-printed', '');
    });
    await firm.getByRole('button', { name: admin('clientArea.letter.printVersion', { version: '1' }) }).click();
    await expect(firm.locator('html[data-test-printed]')).toHaveCount(1);
    await firm.emulateMedia({ media: 'print' });
    const printed = firm.locator('article[data-printing]');
    await expect(printed).toBeVisible();
    await expect(printed).toContainText(`MR Abogados Dénia — ${title}`);
    await expect(printed).toContainText(name);
    await expect(printed.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(firm.getByRole('heading', { name: title, level: 1 })).toBeHidden();
    await firm.emulateMedia({ media: 'screen' });
    await expect(printed).toBeHidden();
    const news = NEWS_SUBJECT[language];
    // The letter and the request each sent a notice already; wait for them before counting.
    await expect.poll(async () => (await newsTo(email, news)).length, { timeout: 60_000 }).toBe(2);
    const update = `The notary has the deed ${unique()}`;
    await firm.getByLabel(admin('clientArea.update.body')).fill(update);
    await firm.getByLabel(admin('clientArea.update.status'), { exact: true }).selectOption('in_progress');
    await firm.getByRole('button', { name: admin('clientArea.update.submit'), exact: true }).click();
    await expect(firm.getByTestId('admin-matter-status')).toHaveText(admin('clientArea.status.in_progress'));

    // The client's e-mail says only that there is something new, with a link to the matter.
    await expect.poll(async () => (await newsTo(email, news)).length, { timeout: 60_000 }).toBe(3);
    const mail = await mailDetail((await newsTo(email, news))[0].ID);
    expect(mail.Text).toContain(`${areaPath(language)}/${matterId}`);
    for (const secret of [update, title, 'Passport', name]) {
      expect(mail.Text).not.toContain(secret);
      expect(mail.HTML).not.toContain(secret);
    }
    await client.reload();
    await expect(client.getByTestId('matter-updates')).toContainText(update);
    await expect(client.getByTestId('matter-status')).toHaveText(clients(language, 'status.in_progress'));

    // A second client sees none of it: not in the UI, not through REST or storage with their token.
    const otherEmail = `other-${unique()}@example.org`;
    const firmApi = await adminClient();
    expect((await firmApi.rpc('invite_client', { email: otherEmail, full_name: 'Other Client', language })).error).toBeNull();
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await dismissCookieBanner(other);
    await signInAsClient(other, language, otherEmail);
    await expect(other.getByText(clients(language, 'matters.none'))).toBeVisible();
    await other.goto(areaPath(language, matterId));
    await expect(other.getByRole('heading', { name: clients(language, 'matter.notFound') })).toBeVisible();
    await expect(other.getByText(update)).toHaveCount(0);
    const session = JSON.parse((await other.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}');
    const asOther = createClient(TEST_SUPABASE_URL, LOCAL_ANON_KEY, {
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    for (const table of ['matters', 'matter_updates', 'engagement_letters', 'document_requests', 'matter_documents', 'matter_messages'] as const) {
      const column = table === 'matters' ? 'id' : 'matter_id';
      const { data, error } = await asOther.from(table).select('*').eq(column, matterId);
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    const { data: files } = await serviceClient().from('matter_documents').select('id, storage_path').eq('matter_id', matterId);
    expect(files).toHaveLength(1);
    expect((await asOther.storage.from('client-documents').download(files![0].storage_path)).error).not.toBeNull();
    expect((await asOther.storage.from('client-documents').createSignedUrl(files![0].storage_path, 60)).error).not.toBeNull();
    expect((await asOther.rpc('open_matter_document', { document: files![0].id })).error?.message).toBe('document_not_found');
    await otherContext.close();
    await context.close();
    await firm.close();
  });
}

test('the client area is private: its own title and noindex in every language, readable by crawlers, sign-in screen clean for axe (es)', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).not.toContain('Disallow');
  for (const language of ['es', 'en', 'de', 'fr', 'ar', 'zh', 'ru']) {
    for (const path of [areaPath(language), areaPath(language, 'x')]) {
      const response = await page.request.get(path);
      expect(response.headers()['x-robots-tag'], path).toContain('noindex');
      const html = await response.text();
      const routes = JSON.parse(readFileSync(new URL(`../../shared-i18n/public/locales/${language}/routes.json`, import.meta.url), 'utf8'));
      expect(html, path).toContain(`<title>${routes.clientArea.title} | `);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  }
  await dismissCookieBanner(page);
  await page.goto(areaPath('es'));
  await expect(page.getByRole('heading', { name: clients('es', 'signIn.title') })).toBeVisible();
  await page.getByRole('button', { name: clients('es', 'signIn.sendCode') }).click();
  await expect(page.getByText(clients('es', 'signIn.errors.invalidEmail'))).toBeVisible();
  await noSeriousViolations(page, 'sign-in es');
  // Being the firm's client is confidential (#46): a stranger's address gets the screen a client's
  // gets, and the e-mail, not the page, tells them there is no access.
  const stranger = `stranger-${unique()}@example.org`;
  await page.getByLabel(clients('es', 'signIn.email')).fill(stranger);
  await page.getByRole('button', { name: clients('es', 'signIn.sendCode') }).click();
  await expect(page.getByText(clients('es', 'signIn.codeSent', { email: stranger }))).toBeVisible();
  await expect
    .poll(async () => (await mailTo(stranger)).map((message) => message.Subject), { timeout: 30_000 })
    .toEqual(['Su solicitud de acceso al área de clientes']);
});
