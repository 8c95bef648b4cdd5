// A large paste never freezes a public form (issue 46, finding 9): 10 MB set into the contact
// page's message, as a paste does, used to block the main thread for ~10 s before the next frame.
// Every text field carries its schema's limit as `maxlength` in the generated HTML, so the browser
// keeps only that much, before the app's code has arrived and after; the app's state, draft and
// validation then only ever see that much, and a polite note beside the field says the text was cut.
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '../../shared-i18n/src/routes';
import { BOOKING_LIMITS } from '../../mf-marketing/src/features/booking/lib/booking-schema';
import { CONTACT_LIMITS } from '../../mf-marketing/src/features/contact/lib/contact-schema';
import { SUBSTITUTION_LIMITS } from '../../mf-marketing/src/features/substitutions/lib/substitution-schema';
import { SEARCH_MAX_LENGTH } from '../../mf-blog/src/pages/blog-list-page';
import { appOf, productionSite as base } from '../support/production-site';
import { CONTACT_FIELDS, labelled } from './form-helpers';
import { dismissCookieBanner, text } from './marketing-helpers';

const TEN_MB = 10 * 1024 * 1024;
/** The longest the page may go without a frame after the paste (it took 10.4 s). */
const FRAME_BUDGET_MS = 500;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Holds every file of one remote until `release()` (as before-hydration.spec.ts does). */
async function holdRemote(page: Page, remote: 'mf_marketing') {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => appOf(url) === remote,
    async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/**
 * Pastes `size` characters of ordinary text (words and spaces) into the control as the
 * browser's editing does for a paste (`insertText`: maxlength applies, an input event follows),
 * and measures how long until the next frame has been produced.
 */
async function paste(page: Page, selector: string, size: number) {
  return page.evaluate(
    async ({ selector, size }) => {
      // One long paragraph (a text of many lines costs Chromium's editing far more per character).
      const line = 'Mi madre falleció en Dénia y quiero saber cómo tramitar la herencia de la casa. ';
      const huge = line.repeat(Math.ceil(size / line.length)).slice(0, size);
      const control = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector)!;
      control.focus();
      control.select();
      const started = performance.now();
      document.execCommand('insertText', false, huge);
      // The frame after the paste: its requestAnimationFrame callback, then the task after it (the paint).
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return { frameAfterMs: performance.now() - started, length: control.value.length };
    },
    { selector, size },
  );
}

const MESSAGE = '[data-page="contact"] form textarea[name="message"]';
const limitNote = (language: 'es') => text(language, 'contact', 'form.limitReached', { n: CONTACT_LIMITS.message });

const FORMS = [
  { page: 'contact', limits: CONTACT_LIMITS },
  { page: 'substitutions', limits: SUBSTITUTION_LIMITS },
  { page: 'booking', limits: BOOKING_LIMITS },
] as const;

for (const { page: form, limits } of FORMS) {
  test(`the generated ${form} page gives every text field its maxlength, its schema's limit`, async () => {
    const html = await (await fetch(`${base}${pathFor({ page: form }, 'es')}`)).text();
    for (const [name, max] of Object.entries(limits)) {
      const tag = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(tag, name).not.toBe('');
      // React writes the attribute as maxLength; HTML attribute names are case-insensitive.
      expect(tag.toLowerCase(), name).toContain(`maxlength="${max}"`);
    }
  });
}

test('es: 10 MB pasted into the contact message after hydration: the next frame within 500 ms, 5000 characters kept, a note says so', async ({ page }) => {
  await page.goto(`${base}${pathFor({ page: 'contact' }, 'es')}`);
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const result = await paste(page, MESSAGE, TEN_MB);
  console.log(`after hydration: next frame ${result.frameAfterMs.toFixed(0)} ms after a ${TEN_MB}-character paste, ${result.length} kept`);
  expect(result.length).toBe(CONTACT_LIMITS.message);
  expect(result.frameAfterMs).toBeLessThan(FRAME_BUDGET_MS);
  const message = labelled(page, CONTACT_FIELDS.message.label('es'));
  await expect(message).toHaveAccessibleDescription(new RegExp(limitNote('es').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // What the draft keeps is bounded too: a reload brings back the 5000 characters.
  await page.reload();
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
  expect((await message.inputValue()).length).toBe(CONTACT_LIMITS.message);
  // Playwright's fill (the protocol's insertText, as an input method would) is cut there too.
  await message.fill('y'.repeat(TEN_MB));
  expect((await message.inputValue()).length).toBe(CONTACT_LIMITS.message);
});

test("es: 10 MB pasted before mf-marketing's code arrives: the next frame within 500 ms, 5000 characters kept and handed to the app", async ({ page }) => {
  const release = await holdRemote(page, 'mf_marketing');
  await page.goto(`${base}${pathFor({ page: 'contact' }, 'es')}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator(MESSAGE)).toHaveCount(1);
  const result = await paste(page, MESSAGE, TEN_MB);
  console.log(`before hydration: next frame ${result.frameAfterMs.toFixed(0)} ms after a ${TEN_MB}-character paste, ${result.length} kept`);
  expect(result.length).toBe(CONTACT_LIMITS.message);
  expect(result.frameAfterMs).toBeLessThan(FRAME_BUDGET_MS);
  await expect(page.locator('#root[data-live]')).toHaveCount(0);
  release();
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
  const message = labelled(page, CONTACT_FIELDS.message.label('es'));
  expect((await message.inputValue()).length).toBe(CONTACT_LIMITS.message);
  await expect(message).toHaveAccessibleDescription(new RegExp(limitNote('es').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test("es: 10 MB pasted into the blog's search: the next frame within 500 ms, the search cut at its limit", async ({ page }) => {
  await page.goto(`${base}${pathFor({ page: 'blog' }, 'es')}`);
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
  const result = await paste(page, '[data-page="blog"] input[type="search"]', TEN_MB);
  console.log(`blog search: next frame ${result.frameAfterMs.toFixed(0)} ms after a ${TEN_MB}-character paste, ${result.length} kept`);
  expect(result.length).toBe(SEARCH_MAX_LENGTH);
  expect(result.frameAfterMs).toBeLessThan(FRAME_BUDGET_MS);
  // The address holds the search (?q=), no more of it than the field.
  await expect(page).toHaveURL(/[?&]q=/);
  expect(new URL(page.url()).searchParams.get('q')).toHaveLength(SEARCH_MAX_LENGTH);
});
