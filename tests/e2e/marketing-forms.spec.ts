// The contact and substitution forms against the real local backend: translated messages beside
// each bad field with the other values kept, a field cut at its limit with a note saying so, one
// stored row per valid submission (read back as admin), nothing lost when the backend is down (not
// even across a reload), honeypot → no row.
import { expect, test } from '@playwright/test';
import { CONTACT_LIMITS } from '../../mf-marketing/src/features/contact/lib/contact-schema';
import { SUBSTITUTION_LIMITS } from '../../mf-marketing/src/features/substitutions/lib/substitution-schema';
import { adminClient, dismissCookieBanner, text, uniqueEmail } from './marketing-helpers';
import {
  CONTACT_FIELDS,
  CONTACT_PATH,
  consentBox,
  escape,
  fillContact,
  fillSubstitution,
  labelled,
  SUBSTITUTION_FIELDS,
  substitutionControl,
  SUBSTITUTIONS_PATH,
  type Lang,
} from './form-helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const error = (language: Lang, key: string, n?: number) => text(language, 'contact', `errors.${key}`, n ? { n } : {});
/** The note beside a field that holds its most characters (a longer paste was cut there). */
const limitNote = (language: Lang, n: number) => new RegExp(escape(text(language, 'contact', 'form.limitReached', { n })));

// ---------- contact ----------

const CONTACT_CASES: Array<{ title: string; field: string; value: string; message: (l: Lang) => string; tickConsent?: boolean }> = [
  { title: 'empty name', field: 'name', value: '', message: (l) => error(l, 'required') },
  { title: 'one-letter name', field: 'name', value: 'A', message: (l) => error(l, 'tooShort', 2) },
  { title: 'empty e-mail', field: 'email', value: '', message: (l) => error(l, 'required') },
  { title: 'malformed e-mail', field: 'email', value: 'ana@example', message: (l) => error(l, 'email') },
  { title: 'malformed phone', field: 'phone', value: '12-abc', message: (l) => error(l, 'phone') },
  { title: 'too long phone', field: 'phone', value: '6'.repeat(31), message: (l) => error(l, 'phone') },
  { title: 'no format', field: 'format', value: '', message: (l) => error(l, 'choose') },
  { title: 'no practice area', field: 'area', value: '', message: (l) => error(l, 'choose') },
  { title: 'empty message', field: 'message', value: '', message: (l) => error(l, 'required') },
  { title: 'too short message', field: 'message', value: 'Hola', message: (l) => error(l, 'tooShort', 10) },
];

for (const language of ['es', 'de'] as const) {
  test(`contact form (${language}): every bad input gets its translated message beside the field, values kept`, async ({ page }) => {
    const inserts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/submit_contact_request')) inserts.push(request.method());
    });
    await page.goto(CONTACT_PATH[language]);
    await expect(page.locator('[data-page="contact"] h1')).toHaveText(text(language, 'contact', 'page.title'));
    const submit = page.getByRole('button', { name: text(language, 'contact', 'form.submit') });

    for (const testCase of CONTACT_CASES) {
      await fillContact(page, language, { [testCase.field]: testCase.value });
      await consentBox(page, language).check();
      await submit.click();
      const control = labelled(page, CONTACT_FIELDS[testCase.field].label(language));
      await expect(control, testCase.title).toHaveAttribute('aria-invalid', 'true');
      await expect(control, testCase.title).toHaveAccessibleDescription(new RegExp(escape(testCase.message(language))));
      await expect(control, `${testCase.title}: focus moves to the field`).toBeFocused();
      for (const [name, field] of Object.entries(CONTACT_FIELDS)) {
        if (name === testCase.field) continue;
        await expect(labelled(page, field.label(language)), `${testCase.title}: ${name} kept`).toHaveValue(field.valid);
      }
    }

    // Past its limit a field takes nothing more (maxlength, the schema's limit): what was put in is
    // cut there and a note beside it says so (large-paste.spec.ts pastes 10 MB).
    for (const field of ['name', 'message'] as const) {
      const control = labelled(page, CONTACT_FIELDS[field].label(language));
      await control.fill('x'.repeat(CONTACT_LIMITS[field] + 1));
      await expect(control, field).toHaveValue('x'.repeat(CONTACT_LIMITS[field]));
      await expect(control, field).toHaveAccessibleDescription(limitNote(language, CONTACT_LIMITS[field]));
    }

    // Consent unticked.
    await fillContact(page, language);
    await consentBox(page, language).uncheck();
    await submit.click();
    await expect(consentBox(page, language)).toHaveAttribute('aria-invalid', 'true');
    await expect(consentBox(page, language)).toHaveAccessibleDescription(new RegExp(escape(error(language, 'consent'))));
    await expect(labelled(page, CONTACT_FIELDS.message.label(language))).toHaveValue(CONTACT_FIELDS.message.valid);

    // On blur: a malformed e-mail is flagged as soon as the visitor leaves the field, and the
    // message goes away once corrected.
    const email = labelled(page, CONTACT_FIELDS.email.label(language));
    await email.fill('nobody@nowhere');
    await email.blur();
    await expect(email).toHaveAccessibleDescription(new RegExp(escape(error(language, 'email'))));
    await email.fill('nobody@nowhere.es');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    expect(inserts, 'nothing reaches the backend while the form is invalid').toEqual([]);
  });
}

async function contactRows(email: string) {
  const client = await adminClient();
  const { data, error: readError } = await client.from('contact_requests').select('*').eq('email', email);
  if (readError) throw readError;
  return data;
}

test('a valid contact request creates exactly one row with consent time, text version and language', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto(CONTACT_PATH.de);
  await fillContact(page, 'de', { email });
  await consentBox(page, 'de').check();
  const started = Date.now();
  await page.getByRole('button', { name: text('de', 'contact', 'form.submit') }).click();
  await expect(page.getByTestId('contact-success')).toContainText(text('de', 'contact', 'form.success.title'));
  await expect(page.getByTestId('contact-success')).toBeFocused();

  const rows = await contactRows(email);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    name: CONTACT_FIELDS.name.valid,
    phone: CONTACT_FIELDS.phone.valid,
    consultation_format: 'video',
    practice_area: 'inheritance',
    message: CONTACT_FIELDS.message.valid,
    language: 'de',
    consent_given: true,
    consent_text_version: 'privacy-form-2026-11',
    status: 'new',
  });
  expect(Math.abs(Date.parse(row.consent_at) - started)).toBeLessThan(60_000);

  // The draft is gone after a success: a reload shows an empty form.
  await page.reload();
  await expect(labelled(page, CONTACT_FIELDS.name.label('de'))).toHaveValue('');
});

test('contact: with the backend down the typed values survive, even a reload; sending later works', async ({ page }) => {
  const email = uniqueEmail('contact-down');
  await page.route('**/rest/v1/rpc/submit_contact_request*', (route) => route.abort('connectionrefused'));
  await page.goto(CONTACT_PATH.es);
  await fillContact(page, 'es', { email });
  await consentBox(page, 'es').check();
  await page.getByRole('button', { name: text('es', 'contact', 'form.submit') }).click();
  await expect(page.getByTestId('contact-failure')).toHaveText(text('es', 'contact', 'form.failure'));
  await expect(labelled(page, CONTACT_FIELDS.email.label('es'))).toHaveValue(email);
  await expect(labelled(page, CONTACT_FIELDS.message.label('es'))).toHaveValue(CONTACT_FIELDS.message.valid);

  await page.reload();
  await expect(labelled(page, CONTACT_FIELDS.email.label('es'))).toHaveValue(email);
  await expect(labelled(page, CONTACT_FIELDS.name.label('es'))).toHaveValue(CONTACT_FIELDS.name.valid);
  await expect(labelled(page, CONTACT_FIELDS.format.label('es'))).toHaveValue('video');
  await expect(consentBox(page, 'es')).not.toBeChecked(); // consent is given again, never remembered
  expect(await contactRows(email)).toHaveLength(0);

  await page.unroute('**/rest/v1/rpc/submit_contact_request*');
  await consentBox(page, 'es').check();
  await page.getByRole('button', { name: text('es', 'contact', 'form.submit') }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  expect(await contactRows(email)).toHaveLength(1);
});

test('contact: a sixth request from one e-mail within the hour is refused beside the e-mail field, in the page language', async ({ page }) => {
  const email = uniqueEmail('contact-often');
  const client = await adminClient();
  for (let i = 0; i < 5; i++) {
    const { error: refused } = await client.rpc('submit_contact_request', {
      request: {
        name: 'Erika Muster',
        email,
        consultation_format: 'video',
        practice_area: 'family',
        language: 'de',
        message: `Anfrage Nummer ${i + 1} zu einer Scheidung.`,
        consent_given: true,
        consent_text_version: 'e2e',
      },
    });
    expect(refused).toBeNull();
  }
  await page.goto(CONTACT_PATH.de);
  await fillContact(page, 'de', { email });
  await consentBox(page, 'de').check();
  await page.getByRole('button', { name: text('de', 'contact', 'form.submit') }).click();
  const emailField = labelled(page, CONTACT_FIELDS.email.label('de'));
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(error('de', 'rateLimitedEmail'))).toBeVisible();
  await expect(page.getByTestId('contact-failure')).toHaveText(error('de', 'fieldsRefused'));
  await expect(labelled(page, CONTACT_FIELDS.message.label('de'))).toHaveValue(CONTACT_FIELDS.message.valid);
  expect(await contactRows(email)).toHaveLength(5);
});

test('contact: a filled honeypot looks sent but stores nothing', async ({ page }) => {
  const email = uniqueEmail('contact-bot');
  const inserts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/submit_contact_request')) inserts.push(request.url());
  });
  await page.goto(CONTACT_PATH.en);
  await fillContact(page, 'en', { email });
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await consentBox(page, 'en').check();
  await page.getByRole('button', { name: text('en', 'contact', 'form.submit') }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  expect(inserts).toEqual([]);
  expect(await contactRows(email)).toHaveLength(0);
});

// ---------- substitutions ----------

const SUBSTITUTION_CASES: Array<{ title: string; field: string; value: string; message: (l: Lang) => string }> = [
  { title: 'empty lawyer', field: 'lawyerName', value: '', message: (l) => error(l, 'required') },
  { title: 'empty colegio', field: 'colegio', value: '', message: (l) => error(l, 'required') },
  { title: 'malformed colegiado', field: 'colegiadoNumber', value: '12#34', message: (l) => error(l, 'colegiado') },
  { title: 'malformed e-mail', field: 'email', value: 'laura.example.com', message: (l) => error(l, 'email') },
  { title: 'empty phone', field: 'phone', value: '', message: (l) => error(l, 'required') },
  { title: 'malformed phone', field: 'phone', value: 'call me', message: (l) => error(l, 'phone') },
  { title: 'empty court', field: 'court', value: '', message: (l) => error(l, 'required') },
  { title: 'empty procedure', field: 'procedureType', value: '', message: (l) => error(l, 'required') },
  { title: 'past hearing', field: 'hearingDate', value: '2020-01-15', message: (l) => error(l, 'pastDate') },
  { title: 'empty date', field: 'hearingDate', value: '', message: (l) => error(l, 'required') },
  { title: 'empty time', field: 'hearingTime', value: '', message: (l) => error(l, 'required') },
];

for (const language of ['es', 'en'] as const) {
  test(`substitution form (${language}): every bad input gets its translated message beside the field, values kept`, async ({ page }) => {
    const inserts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/submit_substitution_request')) inserts.push(request.method());
    });
    await page.goto(SUBSTITUTIONS_PATH[language]);
    await expect(page.locator('[data-page="substitutions"] h1')).toHaveText(text(language, 'marketing', 'substitutions.title'));
    const submit = page.getByRole('button', { name: text(language, 'marketing', 'substitutions.form.submit') });
    for (const testCase of SUBSTITUTION_CASES) {
      await fillSubstitution(page, language, { [testCase.field]: testCase.value });
      await consentBox(page, language).check();
      await submit.click();
      const control = substitutionControl(page, testCase.field);
      await expect(control, testCase.title).toHaveAttribute('aria-invalid', 'true');
      await expect(control, testCase.title).toHaveAccessibleDescription(new RegExp(escape(testCase.message(language))));
      for (const [name, field] of Object.entries(SUBSTITUTION_FIELDS)) {
        if (name === testCase.field) continue;
        await expect(substitutionControl(page, name), `${testCase.title}: ${name} kept`).toHaveValue(field.valid);
      }
    }
    // Past its limit a field takes nothing more; a note says the rest was cut.
    for (const field of ['lawyerName', 'colegio', 'colegiadoNumber', 'court', 'city', 'procedureType', 'notes'] as const) {
      const control = substitutionControl(page, field);
      await control.fill('1'.repeat(SUBSTITUTION_LIMITS[field] + 1));
      await expect(control, field).toHaveValue('1'.repeat(SUBSTITUTION_LIMITS[field]));
      await expect(control, field).toHaveAccessibleDescription(limitNote(language, SUBSTITUTION_LIMITS[field]));
    }
    await fillSubstitution(page, language);
    await consentBox(page, language).uncheck();
    await submit.click();
    await expect(consentBox(page, language)).toHaveAccessibleDescription(new RegExp(escape(error(language, 'consent'))));
    expect(inserts).toEqual([]);
  });
}

async function substitutionRows(email: string) {
  const client = await adminClient();
  const { data, error: readError } = await client.from('substitution_requests').select('*').eq('email', email);
  if (readError) throw readError;
  return data;
}

test('a valid substitution request creates exactly one row with consent time, text version and language', async ({ page }) => {
  const email = uniqueEmail('subst');
  await page.goto(SUBSTITUTIONS_PATH.en);
  await fillSubstitution(page, 'en', { email });
  await page.getByRole('checkbox', { name: text('en', 'marketing', 'substitutions.form.procuratorNeeded') }).check();
  await consentBox(page, 'en').check();
  await page.getByRole('button', { name: text('en', 'marketing', 'substitutions.form.submit') }).click();
  await expect(page.getByTestId('substitution-success')).toContainText(text('en', 'marketing', 'substitutions.form.success.title'));
  const rows = await substitutionRows(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    lawyer_name: SUBSTITUTION_FIELDS.lawyerName.valid,
    colegio: 'ICA Valencia',
    colegiado_number: '12.345',
    court: SUBSTITUTION_FIELDS.court.valid,
    city: 'Dénia',
    hearing_date: SUBSTITUTION_FIELDS.hearingDate.valid,
    procedure_type: 'Audiencia previa',
    procurator_needed: true,
    language: 'en',
    consent_given: true,
    consent_text_version: 'privacy-form-2026-11',
    status: 'new',
  });
  expect(String(rows[0].hearing_time)).toMatch(/^10:30/);
  expect(rows[0].consent_at).toBeTruthy();
});

test('substitutions: with the backend down the typed values survive a reload; honeypot stores nothing', async ({ page }) => {
  const email = uniqueEmail('subst-down');
  await page.route('**/rest/v1/rpc/submit_substitution_request*', (route) => route.fulfill({ status: 503, json: { message: 'unavailable' } }));
  await page.goto(SUBSTITUTIONS_PATH.es);
  await fillSubstitution(page, 'es', { email });
  await consentBox(page, 'es').check();
  await page.getByRole('button', { name: text('es', 'marketing', 'substitutions.form.submit') }).click();
  await expect(page.getByTestId('substitution-failure')).toHaveText(text('es', 'contact', 'form.failure'));
  await expect(substitutionControl(page, 'court')).toHaveValue(SUBSTITUTION_FIELDS.court.valid);
  await page.reload();
  for (const [name, field] of Object.entries(SUBSTITUTION_FIELDS)) {
    await expect(substitutionControl(page, name), name).toHaveValue(name === 'email' ? email : field.valid);
  }
  expect(await substitutionRows(email)).toHaveLength(0);

  await page.unroute('**/rest/v1/rpc/submit_substitution_request*');
  await page.locator('input[name="website"]').fill('bot', { force: true });
  await consentBox(page, 'es').check();
  await page.getByRole('button', { name: text('es', 'marketing', 'substitutions.form.submit') }).click();
  await expect(page.getByTestId('substitution-success')).toBeVisible();
  expect(await substitutionRows(email)).toHaveLength(0);
});
