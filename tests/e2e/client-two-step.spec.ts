// Optional two-step sign-in for clients, in Spanish and in Arabic: the client turns it on with an authenticator app
// (QR code and key), is asked for the app's code after the e-mail code the next time (the database
// gives the session without it nothing), turns it off, turns it on again from an older sign-in (a
// fresh e-mail code first), and the firm removes it for a lost phone.
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { adminClient, AUTH_STORAGE_KEY, dismissCookieBanner, serviceClient, signInAsAdmin, text } from '../support/admin-session';
import { clients, noSeriousViolations, signInAsClient, signInCode, unique } from '../support/client-area';
import { mailTo } from '../support/mail';
import { TEST_SUPABASE_URL } from '../support/ports';

type Language = 'es' | 'ar';
const texts = (language: Language) => (key: string, values?: Record<string, string>) => clients(language, key, values);
const admin = (key: string, values?: Record<string, string>) => text('es', 'admin', key, values);
/** The app's code `step` periods from now (a code is good once: the next sign-in uses the next one). */
const appCode = (secret: string, step = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + step * 30_000 });

/** From the section's "turn on" to "two-step sign-in is on"; answers the key the app was given. */
async function scanAndConfirm(page: Page, language: Language): Promise<string> {
  const t = texts(language);
  const section = page.locator('[data-section="two-step"]');
  await expect(section.getByRole('img', { name: t('twoStep.qrAlt') })).toBeVisible();
  const secret = (await section.getByTestId('two-step-key').textContent())!.trim();
  await section.getByLabel(t('twoStep.appCode')).fill(appCode(secret));
  await section.getByRole('button', { name: t('twoStep.confirm'), exact: true }).click();
  await expect(section.getByRole('status')).toHaveText(t('twoStep.turnedOn'));
  await expect(section.getByRole('button', { name: t('twoStep.turnOff') })).toBeVisible();
  // Said to screen readers; on screen the "on since …" sentence says it once.
  expect((await section.getByRole('status').boundingBox())?.width).toBeLessThanOrEqual(1);
  return secret;
}

for (const language of ['es', 'ar'] as const) {
  test(`two-step sign-in for a client (${language}): on with an app, asked after the e-mail code, off, on again, removed by the firm`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = texts(language);
    const name = { es: 'Marta Soler', ar: 'سامي نصار' }[language];
    const email = `two-step-${unique()}@example.org`;
    const title = `Residencia ${unique()}`;
    const firmApi = await adminClient();
    const invited = await firmApi.rpc('invite_client', { email, full_name: name, language });
    expect(invited.error).toBeNull();
    const { data: matter, error } = await serviceClient()
      .from('matters')
      .insert({ client_id: invited.data.id, title, practice_area: 'immigration' })
      .select()
      .single();
    expect(error).toBeNull();

    const context = await browser.newContext();
    const page = await context.newPage();
    await dismissCookieBanner(page);
    await signInAsClient(page, language, email);
    const section = page.locator('[data-section="two-step"]');
    await expect(section.getByText(t('twoStep.off'))).toBeVisible();

    // Turned on right after signing in: the QR code and key at once; a code of the wrong shape is
    // refused beside the field, and focus lands in it.
    await section.getByRole('button', { name: t('twoStep.turnOn') }).click();
    await expect(section.getByLabel(t('twoStep.appCode'))).toBeFocused();
    await noSeriousViolations(page, 'two-step: scan');
    await section.getByLabel(t('twoStep.appCode')).fill('12345');
    await section.getByRole('button', { name: t('twoStep.confirm'), exact: true }).click();
    await expect(section.getByText(t('signIn.errors.codeShape'))).toBeVisible();
    const secret = await scanAndConfirm(page, language);
    await noSeriousViolations(page, 'two-step: on');

    // The next sign-in: the e-mail code, then the app's. Meanwhile the session gets nothing.
    await page.getByRole('button', { name: t('signOut') }).click();
    await signInAsClient(page, language, email, t('secondStep.title'));
    await noSeriousViolations(page, 'second step');
    const session = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}');
    const halfSignedIn = createClient(TEST_SUPABASE_URL, LOCAL_ANON_KEY, {
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((await halfSignedIn.from('matters').select('id').eq('id', matter!.id)).data).toEqual([]);
    expect((await halfSignedIn.from('clients').select('id')).data).toEqual([]);
    const code = page.getByLabel(t('secondStep.code'));
    await code.fill('000000');
    await page.getByRole('button', { name: t('secondStep.verify') }).click();
    await expect(page.getByText(t('signIn.errors.wrongCode'))).toBeVisible();
    await expect(code).toHaveValue('000000');
    await code.fill(appCode(secret, 1));
    await page.getByRole('button', { name: t('secondStep.verify') }).click();
    await expect(page.getByRole('heading', { name: t('matters.title'), level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // Off, asked once more in a dialog.
    await section.getByRole('button', { name: t('twoStep.turnOff') }).click();
    const dialog = page.getByRole('dialog', { name: t('twoStep.turnOffTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('twoStep.turnOff') }).click();
    await expect(section.getByRole('status')).toHaveText(t('twoStep.turnedOff'));
    await expect(section.getByText(t('twoStep.off'))).toBeVisible();

    // On again from a sign-in more than five minutes old: a fresh e-mail code first.
    const seen = (await mailTo(email)).length;
    await page.clock.setSystemTime(Date.now() + 6 * 60_000);
    await section.getByRole('button', { name: t('twoStep.turnOn') }).click();
    await expect(section.getByText(t('twoStep.confirmEmail', { email }))).toBeVisible();
    await section.getByLabel(t('twoStep.emailCode')).fill(await signInCode(email, seen));
    await section.getByRole('button', { name: t('twoStep.continue'), exact: true }).click();
    await scanAndConfirm(page, language);

    // The firm: the client lost their phone. The matter's screen shows it on; removed after a dialog.
    const firm = await browser.newPage();
    await dismissCookieBanner(firm);
    await signInAsAdmin(firm);
    await firm.goto(`/config-blogmr/clientes/${matter!.id}`);
    const twoStep = firm.getByTestId('admin-client-two-step');
    await expect(twoStep.locator('strong')).toHaveText(admin('clientArea.twoStep.on'));
    await twoStep.getByRole('button', { name: admin('clientArea.twoStep.reset') }).click();
    await firm
      .getByRole('dialog')
      .getByRole('button', { name: admin('clientArea.twoStep.resetConfirm') })
      .click();
    await expect(firm.getByText(admin('clientArea.twoStep.resetDone', { name }))).toBeVisible();
    await expect(twoStep.locator('strong')).toHaveText(admin('clientArea.twoStep.off'));

    // The client signs in with the e-mail code alone again.
    const later = await (await browser.newContext()).newPage();
    await dismissCookieBanner(later);
    await signInAsClient(later, language, email);
    await expect(later.getByRole('link', { name: title })).toBeVisible();
    await firm.close();
    await context.close();
  });
}
