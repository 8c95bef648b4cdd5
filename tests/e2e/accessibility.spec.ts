// axe (WCAG 2.2 AA) on the chrome in Spanish and Arabic, phone and desktop, menu closed and open.
// Also saves screenshots of the header and footer as test artifacts (not golden files).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function saveScreenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [part, locator] of [
    ['header', page.getByRole('banner')],
    ['footer', page.getByRole('contentinfo')],
  ] as const) {
    const path = testInfo.outputPath(`${name}-${part}.png`);
    await locator.screenshot({ path });
    await testInfo.attach(`${name}-${part}`, { path, contentType: 'image/png' });
  }
}

for (const [language, path, openMenu] of [
  ['es', '/', 'Abrir menú'],
  ['ar', '/ar', 'فتح القائمة'],
] as const) {
  for (const [width, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`chrome in ${language} on ${width} passes axe`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator('[data-page="home"] h1')).toBeVisible();
      await expectNoSeriousViolations(page, `${language} ${width} with the cookie banner`);
      await page.locator('[class*="banner"] button').first().click(); // accept, to see the page behind
      await saveScreenshots(page, testInfo, `${language}-${width}`);
      if (width === 'phone') {
        await page.getByRole('button', { name: openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousViolations(page, `${language} ${width} menu open`);
      } else {
        // The Services drop-down (the header's first button), opened.
        await page.getByRole('banner').getByRole('button').first().click();
        await expect(page.getByRole('banner').locator(':popover-open')).toBeVisible();
        await expectNoSeriousViolations(page, `${language} ${width} drop-down open`);
      }
    });
  }
}
