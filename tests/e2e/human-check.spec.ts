// A hosted project with Turnstile on the public forms (README, "Deploying"): with TURNSTILE_SITE_KEY in
// the deployment, the pages' CSP allows Cloudflare's script and frame, the forms show the check, refuse
// to send until it is passed (translated, beside it, keeping what was typed) and send through the
// public-intake Edge Function with the token. Cloudflare cannot be reached from here, so its script is
// answered by a stand-in that behaves as the test site key does (always passes, with Cloudflare's dummy
// token); the function's own check of a token against siteverify is tested in
// supabase/functions/public-intake/turnstile_test.ts.
import { expect, test, type Page } from '@playwright/test';
import { portBlock } from '../support/ports';
import { startSiteStack } from '../support/stack';
import { CONTACT_FIELDS, CONTACT_PATH, consentBox, fillContact, fillSubstitution, labelled, SUBSTITUTIONS_PATH } from './form-helpers';
import { adminClient, dismissCookieBanner, text, uniqueEmail } from './marketing-helpers';

const ports = portBlock(12);
const base = `http://localhost:${ports.shell}`;
// Cloudflare's test site key that always passes (developers.cloudflare.com/turnstile/troubleshooting/testing/).
const TEST_SITE_KEY = '1x00000000000000000000AA';
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const WIDGET_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js*';

let stack: Awaited<ReturnType<typeof startSiteStack>>;
test.beforeAll(async () => {
  stack = await startSiteStack(ports, { env: { TURNSTILE_SITE_KEY: TEST_SITE_KEY } });
});
test.afterAll(async () => stack?.close());

/** Turnstile's script as the test key makes it behave: one "verify" button that yields the dummy token. */
async function standInWidget(page: Page) {
  const widget = `window.turnstile = {
    render(container, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Verify you are human (' + options.sitekey + ', ' + options.language + ')';
      button.onclick = () => options.callback('${DUMMY_TOKEN}');
      container.append(button);
      return 'widget-' + Math.random();
    },
    reset() { window.__turnstileResets = (window.__turnstileResets || 0) + 1; },
    remove() {},
  };`;
  await page.route(WIDGET_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: widget }));
}

function intakeCalls(page: Page) {
  const calls: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/public-intake') && request.method() === 'POST') calls.push(request.postDataJSON() as Record<string, unknown>);
  });
  return calls;
}

test('contact (es): the check is required, its message sits beside it, nothing typed is lost; passed, the request goes with its token', async ({ page }) => {
  await dismissCookieBanner(page);
  await standInWidget(page);
  const calls = intakeCalls(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${base}${CONTACT_PATH.es}`);
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  expect(policy).toContain('frame-src https://challenges.cloudflare.com');

  const email = uniqueEmail('turnstile');
  await fillContact(page, 'es', { email });
  await consentBox(page, 'es').check();
  const check = page.getByRole('group', { name: text('es', 'contact', 'form.humanCheck') });
  await expect(check.getByRole('button', { name: /Verify you are human \(1x0+AA, es\)/ })).toBeVisible();

  await page.getByRole('button', { name: text('es', 'contact', 'form.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('es', 'contact', 'errors.humanCheckMissing') })).toBeVisible();
  await expect(check).toBeFocused();
  await expect(check).toHaveAccessibleDescription(text('es', 'contact', 'errors.humanCheckMissing'));
  expect(calls).toEqual([]);
  await expect(labelled(page, text('es', 'contact', 'form.message'))).toHaveValue(CONTACT_FIELDS.message.valid);

  await check.getByRole('button').click();
  await expect(page.getByText(text('es', 'contact', 'errors.humanCheckMissing'))).toHaveCount(0);
  await page.getByRole('button', { name: text('es', 'contact', 'form.submit') }).click();
  await expect(page.getByTestId('contact-success')).toContainText(text('es', 'contact', 'form.success.title'));
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ form: 'contact', turnstile_token: DUMMY_TOKEN, request: { email, language: 'es' } });
  // The token was single-use: the widget was reset for another attempt.
  expect(await page.evaluate(() => (window as unknown as { __turnstileResets?: number }).__turnstileResets)).toBe(1);
  const { data } = await (await adminClient()).from('contact_requests').select('email').eq('email', email).throwOnError();
  expect(data).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('substitution (en): a passed check sends the request through public-intake, in the widget’s language', async ({ page }) => {
  await dismissCookieBanner(page);
  await standInWidget(page);
  const calls = intakeCalls(page);
  await page.goto(`${base}${SUBSTITUTIONS_PATH.en}`);
  const email = uniqueEmail('turnstile-sub');
  await fillSubstitution(page, 'en', { email });
  await consentBox(page, 'en').check();
  await page
    .getByRole('group', { name: text('en', 'contact', 'form.humanCheck') })
    .getByRole('button', { name: /, en\)$/ })
    .click();
  await page.getByRole('button', { name: text('en', 'marketing', 'substitutions.form.submit') }).click();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toMatchObject({ form: 'substitution', turnstile_token: DUMMY_TOKEN, request: { email } });
  await expect
    .poll(async () => ((await (await adminClient()).from('substitution_requests').select('email').eq('email', email).throwOnError()).data ?? []).length)
    .toBe(1);
});

test('without a site key (the local set-up) there is no check and the CSP allows no frame', async ({ page }) => {
  const response = await page.goto(CONTACT_PATH.es);
  expect(response!.headers()['content-security-policy']).toContain("frame-src 'none'");
  expect(response!.headers()['content-security-policy']).not.toContain('challenges.cloudflare.com');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('group', { name: text('es', 'contact', 'form.humanCheck') })).toHaveCount(0);
});
