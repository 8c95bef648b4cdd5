// Changing a booking after it is made: the visitor moves it from the e-mail's link; the firm moves or
// declines it with a reason from the day view; the firm edits its booking rules, lawyers' hours and
// closed days, and the public free times follow at once. Each change reaches the visitor by e-mail in
// their language, with an invitation that updates the same calendar event (same UID, higher SEQUENCE).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { anonClient, injectSession, serviceClient } from '../support/admin-auth';
import { arrived, invitationOf } from '../support/mail';
import { dismissCookieBanner, text, uniqueEmail } from './marketing-helpers';

const booked: string[] = [];
const LAWYER_NAME = 'Abogada de Prueba E2E';
const CLOSURE_NAME = 'Cierre de prueba E2E';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/London' });

test.afterAll(async () => {
  const service = serviceClient();
  if (booked.length) await service.from('bookings').delete().in('email', booked);
  await service.from('booking_lawyers').delete().eq('name', LAWYER_NAME);
  await service.from('booking_closures').delete().eq('name', CLOSURE_NAME);
  await service.from('booking_settings').update({ min_notice_hours: 24 }).eq('id', true);
});

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const madridDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(iso));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function freeSlots(mode: string, from = day(3), to = day(20)) {
  const { data, error } = await anonClient().rpc('free_booking_slots', { booking_mode: mode, from_day: from, to_day: to });
  expect(error).toBeNull();
  return (data as Array<{ starts_at: string }>).map((slot) => new Date(slot.starts_at).toISOString());
}

async function book(mode: string, startsAt: string, name: string, email: string, language: string) {
  booked.push(email);
  const { data, error } = await anonClient().rpc('book_consultation', {
    request: {
      mode,
      practice_area: 'civil',
      starts_at: startsAt,
      name,
      email,
      description: 'Consulta de prueba sobre un contrato.',
      language,
      time_zone: 'Europe/Madrid',
      consent_given: true,
      consent_text_version: 'e2e',
    },
  });
  expect(error).toBeNull();
  return data as { id: string; manage_token: string };
}

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the visitor moves the booking from the e-mail link: a new time, an updated invitation, the firm told', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('move-en');
  const [first] = await freeSlots('video');
  const { id, manage_token: token } = await book('video', first, 'Jane Mover', email, 'en');

  await page.goto(`/en/book-a-consultation?booking=${token}`);
  await page.getByRole('button', { name: text('en', 'contact', 'booking.manage.move') }).click();
  const form = page.getByTestId('move-booking');
  await form.getByRole('button', { name: text('en', 'contact', 'booking.manage.moveSubmit') }).click();
  await expect(form).toContainText(text('en', 'contact', 'errors.chooseDay'));
  const days = form.locator('input[name="day"]');
  await days.last().check();
  const time = form.locator('input[name="startsAt"]').last();
  await time.check();
  const moved = await time.inputValue();
  expect(moved).not.toBe(first);
  await form.getByRole('button', { name: text('en', 'contact', 'booking.manage.moveSubmit') }).click();
  await expect(page.getByRole('status')).toHaveText(text('en', 'contact', 'booking.manage.moved'));
  await expect(page).not.toHaveURL(new RegExp(token));
  const newToken = new URL(page.url()).searchParams.get('booking')!;
  expect(newToken).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('booking-status')).toHaveText(text('en', 'contact', 'booking.manage.status.confirmed'));

  const mail = await arrived(email, (message) => message.Subject.startsWith('Appointment moved'));
  expect(mail.Text).toContain(`/en/book-a-consultation?booking=${newToken}`);
  expect(await invitationOf(mail)).toMatchObject({
    start: new Date(moved).toISOString(),
    tzid: 'Europe/Madrid',
    sequence: 1,
    uid: `booking-${id}@mrabogadosdenia.es`,
  });
  const firm = await arrived(
    'info@mrabogadosdenia.es',
    (message) => message.ReplyTo[0]?.Address === email && message.Subject.startsWith('Cita cambiada por el cliente'),
  );
  expect(firm.Text).toContain('Jane Mover');

  // The old link no longer opens the booking.
  await page.goto(`/en/book-a-consultation?booking=${token}`);
  await expect(page.getByTestId('manage-booking')).toContainText(text('en', 'contact', 'booking.manage.notFound'));
});

test('the firm moves one booking and declines another from the day view; each visitor is told why in their language', async ({ page }) => {
  test.setTimeout(180_000);
  const slots = await freeSlots('office');
  const firstDay = madridDay(slots[0]);
  const sameDay = slots.filter((slot) => madridDay(slot) === firstDay);
  expect(sameDay.length, 'two office times on one day').toBeGreaterThan(1);
  const klaus = uniqueEmail('move-de');
  const olga = uniqueEmail('decline-ru');
  const moving = await book('office', sameDay[0], 'Klaus Becker', klaus, 'de');
  await book('office', sameDay[1], 'Olga Ivanova', olga, 'ru');

  await injectSession(page);
  await page.goto(`/config-blogmr/citas?day=${firstDay}&view=day`);
  await expect(page.getByRole('button', { name: 'Día', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const klausRow = page.locator('[data-page="admin:citas"] tr', { hasText: 'Klaus Becker' });
  const olgaRow = page.locator('[data-page="admin:citas"] tr', { hasText: 'Olga Ivanova' });
  await expect(klausRow).toBeVisible();
  await expectNoSeriousAxe(page);

  await klausRow.getByRole('button', { name: 'Cambiar hora de la cita de Klaus Becker' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cambiar y avisar al cliente' }).click();
  await expect(dialog.getByLabel(/Nuevo día/)).toHaveAccessibleDescription('Elija un día.');
  await expect(dialog.getByLabel(/Motivo/)).toHaveAccessibleDescription('Escriba el motivo (al menos 3 caracteres).');
  const newDay = dialog.getByLabel(/Nuevo día/);
  await expect(newDay.locator('option')).not.toHaveCount(1);
  const dayValue = await newDay.locator('option').last().getAttribute('value');
  await newDay.selectOption(dayValue!);
  const newTime = dialog.getByLabel(/Nueva hora/);
  const timeValue = (await newTime.locator('option').last().getAttribute('value'))!;
  await newTime.selectOption(timeValue);
  await dialog.getByLabel(/Motivo/).fill('La abogada tiene un juicio esa mañana.');
  await expectNoSeriousAxe(page);
  await dialog.getByRole('button', { name: 'Cambiar y avisar al cliente' }).click();
  await expect(dialog).toBeHidden();
  const movedMail = await arrived(klaus, (message) => message.Subject.startsWith('Termin verschoben'));
  expect(movedMail.Text).toContain('Grund: La abogada tiene un juicio esa mañana.');
  expect(await invitationOf(movedMail)).toMatchObject({
    start: new Date(timeValue).toISOString(),
    sequence: 1,
    uid: `booking-${moving.id}@mrabogadosdenia.es`,
  });

  await olgaRow.getByRole('button', { name: 'Rechazar la cita de Olga Ivanova' }).click();
  await dialog.getByLabel(/Motivo/).fill('Conflicto de intereses con otro cliente del despacho.');
  await dialog.getByRole('button', { name: 'Rechazar y avisar al cliente' }).click();
  await expect(olgaRow).toHaveAttribute('data-status', 'declined');
  const declined = await arrived(olga, (message) => message.Subject.startsWith('К сожалению, мы не можем провести консультацию'));
  expect(declined.Text).toContain('Причина: Conflicto de intereses con otro cliente del despacho.');
});

test("the firm edits its rules, a lawyer's hours and a closed day; the public free times follow at once", async ({ page }) => {
  test.setTimeout(180_000);
  await injectSession(page);
  await page.goto('/config-blogmr/horarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Horarios y festivos' })).toBeVisible();
  await expectNoSeriousAxe(page);

  // Rules: a bad value is explained beside the field and kept; a good one is saved.
  const length = page.getByLabel(/Duración de la cita/);
  await length.fill('10');
  await page.getByRole('button', { name: 'Guardar las reglas' }).click();
  await expect(length).toHaveAccessibleDescription('Escriba un número entre 15 y 240.');
  await expect(length).toHaveValue('10');
  await length.fill('45');
  await page.getByLabel(/Antelación mínima/).fill('30');
  await page.getByRole('button', { name: 'Guardar las reglas' }).click();
  await expect.poll(async () => (await serviceClient().from('booking_settings').select('min_notice_hours').single()).data?.min_notice_hours).toBe(30);

  // A closed day: its free times disappear from the public page's data, and come back when removed.
  const [slot] = await freeSlots('video');
  const closed = madridDay(slot);
  const closure = page.getByRole('form', { name: 'Añadir día' });
  await closure.getByLabel(/Fecha/).fill(closed);
  await closure.getByLabel(/Nombre/).fill(CLOSURE_NAME);
  await closure.getByRole('button', { name: 'Añadir día' }).click();
  await expect(page.locator(`tr[data-closure="${CLOSURE_NAME}"]`)).toBeVisible();
  expect(await freeSlots('video', closed, closed)).toEqual([]);
  await page.getByRole('button', { name: `Quitar «${CLOSURE_NAME}»` }).click();
  await expect(page.locator(`tr[data-closure="${CLOSURE_NAME}"]`)).toHaveCount(0);
  expect(await freeSlots('video', closed, closed)).toContain(slot);

  // A new lawyer with video hours on Sundays (nobody else works then): the Sunday is offered, until the
  // lawyer is switched off for booking.
  await page.getByLabel(/Nombre del abogado/).fill(LAWYER_NAME);
  await page.getByRole('button', { name: 'Añadir abogado/a' }).click();
  const lawyer = page.locator(`section[data-lawyer="${LAWYER_NAME}"]`);
  await expect(lawyer).toContainText('Sin horario');
  const hours = lawyer.getByRole('form', { name: `Añadir horario de ${LAWYER_NAME}` });
  await hours.getByLabel('Modalidad').selectOption('video');
  await hours.getByLabel('Día').selectOption('7');
  await hours.getByLabel('Desde').fill('10:00');
  await hours.getByLabel('Hasta').fill('09:00');
  await hours.getByRole('button', { name: 'Añadir horario' }).click();
  await expect(hours.getByLabel('Hasta')).toHaveAccessibleDescription('La hora de fin debe ser posterior a la de inicio.');
  await hours.getByLabel('Hasta').fill('12:00');
  await hours.getByRole('button', { name: 'Añadir horario' }).click();
  await expect(lawyer.locator('tbody tr')).toHaveCount(1);
  const sunday = (() => {
    const date = new Date(Date.now() + 3 * 86_400_000);
    date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7));
    return date.toISOString().slice(0, 10);
  })();
  const sundayTimes = async () =>
    (await freeSlots('video', sunday, sunday)).map((iso) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    );
  expect(await sundayTimes()).toEqual(['10:00', '11:00']);
  await lawyer.getByRole('checkbox', { name: 'Se puede reservar en la web' }).uncheck();
  await expect(lawyer).toContainText('No reservable');
  expect(await sundayTimes()).toEqual([]);
});
