// Service pages in every language with their own content, the testimonials page, and axe on every
// marketing page in Spanish and Arabic.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor, SERVICE_IDS } from '../../shared-i18n/src/routes';
import { LANGUAGE_CODES } from '../../shared-i18n/src/languages';
import { dismissCookieBanner, text } from './marketing-helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const FAQS = ['q1', 'q2', 'q3', 'q4', 'q5'];

for (const language of LANGUAGE_CODES) {
  test(`the five service pages in ${language} render their own content`, async ({ page }) => {
    for (const service of SERVICE_IDS) {
      await page.goto(pathFor({ page: 'service', service }, language));
      await page.waitForLoadState('networkidle'); // every namespace loaded: nothing re-renders under the keyboard
      const article = page.locator(`[data-remote="mf_marketing"][data-page="service"][data-service="${service}"]`);
      await expect(article.locator('h1')).toHaveText(text(language, 'services', `${service}.title`));
      await expect(article.getByText(text(language, 'services', `${service}.intro`))).toBeVisible();
      await expect(article.locator('summary')).toHaveText(FAQS.map((faq) => text(language, 'services', `${service}.faq.${faq}.q`)));
      // The FAQ answers open and close with the keyboard.
      const first = article.locator('details').first();
      await expect(first).not.toHaveAttribute('open');
      await first.locator('summary').press('Enter');
      await expect(first).toHaveAttribute('open', '');
      await expect(first.getByText(text(language, 'services', `${service}.faq.q1.a`))).toBeVisible();
      // Calls to action and the four other services.
      await expect(article.locator('a[href^="tel:"]')).toHaveCount(1);
      const whatsapp = await article.locator('a[href^="https://wa.me/"]').getAttribute('href');
      expect(new URL(whatsapp!).searchParams.get('text')).toBe(text(language, 'services', `${service}.whatsapp`));
      await expect(article.locator(`a[href="${pathFor({ page: 'booking' }, language)}"]`)).toHaveCount(1);
      for (const other of SERVICE_IDS.filter((id) => id !== service)) {
        await expect(article.locator(`nav a[href="${pathFor({ page: 'service', service: other }, language)}"]`)).toHaveCount(1);
      }
      if (language !== 'es') {
        // No Spanish sentence of this service leaks into the page.
        const body = await article.innerText();
        for (const key of ['intro', 'long', 'matters.m1', 'steps.s1', 'faq.q1.q', 'faq.q1.a']) {
          expect(body, `${language}/${service}.${key}`).not.toContain(text('es', 'services', `${service}.${key}`));
        }
      }
    }
  });
}

test('the testimonials page lists every active testimonial, translated, with the authorisation note', async ({ page }) => {
  await page.goto('/de/referenzen');
  const root = page.locator('[data-remote="mf_marketing"][data-page="testimonials"]');
  await expect(root.locator('h1')).toHaveText(text('de', 'marketing', 'testimonials.pageTitle'));
  await expect(root.locator('figure')).toHaveCount(6);
  await expect(root.locator('figure').first()).toContainText('Streit mit der Eigentümergemeinschaft');
  await expect(root).toContainText(text('de', 'marketing', 'testimonials.authorised'));
  await expect(root).not.toContainText('Pendiente de autorización');
  const reviews = root.getByRole('link', { name: new RegExp(text('de', 'marketing', 'testimonials.reviewsButton')) });
  await expect(reviews).toHaveAttribute('target', '_blank');
  await expect(reviews).toHaveAttribute('rel', /noopener/);
});

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

for (const language of ['es', 'ar'] as const) {
  const pages: Array<[string, string, string]> = [
    ['home', pathFor({ page: 'home' }, language), '[data-page="home"] #testimonials [aria-roledescription="slide"]'],
    ['service', pathFor({ page: 'service', service: 'family' }, language), '[data-page="service"] h1'],
    ['contact', pathFor({ page: 'contact' }, language), '[data-page="contact"] form'],
    ['substitutions', pathFor({ page: 'substitutions' }, language), '[data-page="substitutions"] form'],
    ['testimonials', pathFor({ page: 'testimonials' }, language), '[data-page="testimonials"] figure'],
  ];
  test(`axe: the marketing pages in ${language} have no serious or critical violation`, async ({ page }) => {
    for (const [name, path, ready] of pages) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${language} ${name} ${viewport.width}px`);
      }
    }
    // With the validation messages and the phone popover showing.
    await page.goto(pathFor({ page: 'contact' }, language));
    await page.waitForLoadState('networkidle');
    await page.locator('[data-page="contact"] form button[type="submit"]').click();
    await expect(page.locator('[data-page="contact"] [aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, `${language} contact with errors`);
    await page.goto(pathFor({ page: 'substitutions' }, language));
    await page.waitForLoadState('networkidle');
    await page.locator('[data-page="substitutions"] form button[type="submit"]').click();
    await expect(page.locator('[data-page="substitutions"] [aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, `${language} substitutions with errors`);
  });
}
