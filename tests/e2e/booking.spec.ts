// Online booking end to end (en and ar): choose a video consultation, get the confirmation page and,
// within a minute, the e-mail with a calendar invitation that a calendar library reads back as the
// right time in Europe/Madrid; the time is gone for the next visitor; the e-mail's link cancels it, the
// time is free again and the firm is told. Plus the taken-meanwhile case and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '../../shared-i18n/src/routes';
import { anonClient, injectSession, serviceClient } from '../support/admin-auth';
import { arrived, invitationOf } from '../support/mail';
import { dismissCookieBanner, text, uniqueEmail } from './marketing-helpers';

// One bookable lawyer during this file, so a booked time is gone for everybody (the seed has two).
const SECOND_LAWYER = '6b1f3c2a-0000-4000-8000-00000000b002';
const booked: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/London' });

test.beforeAll(async () => {
  await serviceClient().from('booking_lawyers').update({ active: false }).eq('id', SECOND_LAWYER);
});

test.afterAll(async () => {
  await serviceClient().from('booking_lawyers').update({ active: true }).eq('id', SECOND_LAWYER);
  if (booked.length) await serviceClient().from('bookings').delete().in('email', booked);
});

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** Picks mode (video), area, the first free day and its first time; returns the chosen start (ISO). */
async function chooseSlot(page: Page, language: 'en' | 'ar' | 'es') {
  const form = page.locator('[data-page="booking"] form');
  await form.getByRole('radio', { name: new RegExp(text(language, 'contact', 'booking.modes.video')) }).check();
  await form.locator('select[name="practiceArea"]').selectOption('inheritance');
  await form.locator('input[name="day"]').first().check();
  const time = form.locator('input[name="startsAt"]').first();
  await time.check();
  return (await time.inputValue()) as string;
}

async function fillDetails(page: Page, email: string, language: 'en' | 'ar') {
  const form = page.locator('[data-page="booking"] form');
  await form.locator('[name="name"]').fill(language === 'ar' ? 'ليلى أحمد' : 'Jane Booker');
  await form.locator('[name="email"]').fill(email);
  await form
    .locator('[name="description"]')
    .fill(language === 'ar' ? 'أحتاج إلى استشارة بشأن ميراث في دينيا.' : 'Inheritance of a flat in Dénia from my mother.');
  await form.getByRole('checkbox', { name: text(language, 'legal', 'privacy.consentLabel') }).check();
}

async function offeredTimes(page: Page, start: string) {
  await page.goto('/en/book-a-consultation');
  const form = page.locator('[data-page="booking"] form');
  await form.locator('select[name="practiceArea"]').selectOption('civil');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(start));
  const dayRadio = form.locator(`input[name="day"][value="${day}"]`);
  if ((await dayRadio.count()) === 0) return [];
  await dayRadio.check();
  return form.locator('input[name="startsAt"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test('en: book a video consultation, get the e-mail and invitation, and cancel from its link', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('book-en');
  booked.push(email);
  await page.goto('/en/book-a-consultation');
  await expect(page.locator('[data-page="booking"] h1')).toHaveText(text('en', 'contact', 'booking.title'));
  const start = await chooseSlot(page, 'en');
  await fillDetails(page, email, 'en');
  await page.getByRole('button', { name: text('en', 'contact', 'booking.submit') }).click();
  const success = page.getByTestId('booking-success');
  await expect(success).toBeFocused();
  await expect(page.getByTestId('meeting-url')).toHaveText(/^https:\/\/meet\.jit\.si\/MRAbogados-[0-9a-f]{32}$/);

  const confirmation = await arrived(email);
  expect(confirmation.Subject).toMatch(/^Appointment confirmed:/);
  expect(confirmation.Text).toMatch(/https:\/\/meet\.jit\.si\/MRAbogados-[0-9a-f]{32}/);
  const invitation = await invitationOf(confirmation);
  expect(invitation).toMatchObject({
    tzid: 'Europe/Madrid',
    start: new Date(start).toISOString(),
    end: new Date(new Date(start).getTime() + 45 * 60_000).toISOString(),
  });

  // The next visitor no longer sees that time.
  const other = await browser.newPage({ timezoneId: 'Europe/London' });
  expect(await offeredTimes(other, start)).not.toContain(start);

  // Cancel from the e-mail's link: the time is free again and the firm is told.
  const link = /http:\/\/localhost:\d+\/en\/book-a-consultation\?booking=[0-9a-f]{64}/.exec(confirmation.Text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByTestId('booking-status')).toHaveText(text('en', 'contact', 'booking.manage.status.confirmed'));
  await page.getByRole('button', { name: text('en', 'contact', 'booking.manage.cancel') }).click();
  await page.getByRole('button', { name: text('en', 'contact', 'booking.manage.cancelYes') }).click();
  await expect(page.getByRole('status')).toHaveText(text('en', 'contact', 'booking.manage.cancelled'));
  expect(await offeredTimes(other, start)).toContain(start);
  const firm = await arrived('info@mrabogadosdenia.es', (mail) => mail.ReplyTo[0]?.Address === email && mail.Subject.startsWith('Cita anulada'));
  expect(firm.Subject).toContain('Jane Booker');
  await other.close();
});

test('ar: the booking page is right-to-left, and the confirmation comes in Arabic with a valid invitation', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('book-ar');
  booked.push(email);
  await page.goto('/ar/book-a-consultation');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const start = await chooseSlot(page, 'ar');
  await fillDetails(page, email, 'ar');
  await page.getByRole('button', { name: text('ar', 'contact', 'booking.submit') }).click();
  await expect(page.getByTestId('booking-success')).toBeVisible();
  const confirmation = await arrived(email);
  expect(confirmation.HTML).toContain('<html lang="ar" dir="rtl">');
  expect(confirmation.Subject).toMatch(/^تأكيد الموعد/);
  expect((await invitationOf(confirmation)).start).toBe(new Date(start).toISOString());
});

test('a time taken meanwhile is refused beside the times, with fresh times and nothing typed lost', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const first = uniqueEmail('book-first');
  const second = uniqueEmail('book-second');
  booked.push(first, second);
  await page.goto('/en/book-a-consultation');
  const start = await chooseSlot(page, 'en');
  await fillDetails(page, second, 'en');
  // Someone else books the same time first.
  const other = await browser.newPage({ timezoneId: 'Europe/London' });
  await dismissCookieBanner(other);
  await other.goto('/en/book-a-consultation');
  const form = other.locator('[data-page="booking"] form');
  await form.locator('select[name="practiceArea"]').selectOption('civil');
  await form.locator(`input[name="day"][value="${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(start))}"]`).check();
  await form.locator(`input[name="startsAt"][value="${start}"]`).check();
  await fillDetails(other, first, 'en');
  await other.getByRole('button', { name: text('en', 'contact', 'booking.submit') }).click();
  await expect(other.getByTestId('booking-success')).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: text('en', 'contact', 'booking.submit') }).click();
  await expect(page.getByText(text('en', 'contact', 'errors.slotTaken'))).toBeVisible();
  await expect(page.locator(`input[name="startsAt"][value="${start}"]`)).toHaveCount(0);
  await expect(page.locator('[data-page="booking"] form [name="email"]')).toHaveValue(second);
  await expect(page.locator('[data-page="booking"] form [name="description"]')).not.toHaveValue('');
});

test('ar: an e-mail that already holds its open bookings is refused beside the e-mail field, nothing typed lost', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('book-limit');
  booked.push(email);
  // Two open bookings for this e-mail already (booking_settings: 2 per e-mail), made as the form makes them.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { data: slots } = await anonClient()
    .rpc('free_booking_slots', { booking_mode: 'office', from_day: day(3), to_day: day(30) })
    .throwOnError();
  const starts = (slots as Array<{ starts_at: string }>).map((slot) => slot.starts_at);
  for (const startsAt of [starts[0], starts.at(-1)]) {
    await anonClient()
      .rpc('book_consultation', {
        request: {
          mode: 'office',
          practice_area: 'civil',
          starts_at: startsAt,
          name: 'ليلى أحمد',
          email,
          description: 'استشارة سابقة.',
          language: 'ar',
          time_zone: 'Europe/Madrid',
          consent_given: true,
          consent_text_version: 'e2e',
        },
      })
      .throwOnError();
  }

  await page.goto(pathFor({ page: 'booking' }, 'ar'));
  await chooseSlot(page, 'ar');
  await fillDetails(page, email, 'ar');
  await page.getByRole('button', { name: text('ar', 'contact', 'booking.submit') }).click();
  const emailField = page.locator('[data-page="booking"] form [name="email"]');
  await expect(emailField).toHaveAccessibleDescription(new RegExp(text('ar', 'contact', 'errors.bookingLimitEmail').slice(0, 30)));
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveValue(email);
  await expect(page.locator('[data-page="booking"] form [name="description"]')).not.toHaveValue('');
  await expect(page.getByTestId('booking-success')).toHaveCount(0);
});

for (const language of ['es', 'ar'] as const) {
  test(`axe finds nothing serious on the booking page (${language}), times showing`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(language === 'es' ? '/reservar-cita' : '/ar/book-a-consultation');
    await chooseSlot(page, language);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the firm sees the week, cancels with a reason (required, beside the field) and the visitor is told in their language', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('book-admin');
  booked.push(email);
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const { data: slots } = await serviceClient().rpc('free_booking_slots', { booking_mode: 'office', from_day: from, to_day: to });
  const slot = (slots as Array<{ starts_at: string }>).at(-1)!;
  const { error } = await serviceClient().rpc('book_consultation', {
    request: {
      mode: 'office',
      practice_area: 'family',
      starts_at: slot.starts_at,
      name: 'Pierre Martin',
      email,
      description: 'Divorce par consentement mutuel.',
      language: 'fr',
      time_zone: 'Europe/Paris',
      consent_given: true,
      consent_text_version: 'e2e',
    },
  });
  expect(error).toBeNull();
  await injectSession(page);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(slot.starts_at));
  await page.goto(`/config-blogmr/citas?day=${day}`);
  const row = page.locator('[data-page="admin:citas"] tr', { hasText: 'Pierre Martin' });
  await expect(row).toContainText('En el despacho');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await row.getByRole('button', { name: 'Anular la cita de Pierre Martin' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Anular y avisar al cliente' }).click();
  const reason = dialog.getByLabel(/Motivo/);
  await expect(reason).toHaveAccessibleDescription('Escriba el motivo (al menos 3 caracteres).');
  await reason.fill('La abogada está enferma; le proponemos otro día.');
  await dialog.getByRole('button', { name: 'Anular y avisar al cliente' }).click();
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect(row).toContainText('La abogada está enferma');
  const mail = await arrived(email, (m) => m.Subject.startsWith('Rendez-vous annulé'));
  expect(mail.Text).toContain('Motif: La abogada está enferma; le proponemos otro día.');
});
