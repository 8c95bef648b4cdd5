// Translation manager and languages against the real backend: an edited German header string is
// on /de at the next load and reverting restores the file's text; completeness numbers match the
// served files plus the database (computed here independently); switching every language but
// Spanish off hides the public switcher and switching them on shows it again; axe.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminClient, dismissCookieBanner, signInAsAdmin, text } from '../support/admin-session';
import { appSite } from '../support/stack';

// The edited text is read on /de at the next load, so this spec browses the app for every route
// (appSite): the production site shows such a change once the site-update job has regenerated the
// pages (../support/stack.ts).
test.use({ baseURL: appSite });

const a = (key: string, values?: Record<string, string | number>) => text('es', 'admin', key, values);
const serious = (r: { violations: { impact?: string | null }[] }) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LANGS = ['es', 'en', 'fr', 'de', 'ar', 'zh', 'ru'];
const OWNER_DIST: Record<string, string> = {
  common: 'shell',
  navigation: 'shell',
  routes: 'shell',
  legal: 'shell',
  marketing: 'mf-marketing',
  services: 'mf-marketing',
  contact: 'mf-marketing',
  blog: 'mf-blog',
  admin: 'mf-admin',
};

function strings(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  else if (typeof value === 'string') out[prefix] = value;
  return out;
}
function servedFile(namespace: string, language: string) {
  const file = path.join(repoRoot, OWNER_DIST[namespace], 'dist', 'locales', language, `${namespace}.json`);
  return existsSync(file) ? strings(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

test.describe.configure({ mode: 'serial' });

test('German header text: override shows on /de after reload, revert restores the file text', async ({ page, browser }) => {
  const fileText = text('de', 'navigation', 'home');
  const edited = `${fileText} (E2E ${Date.now() % 10000})`;
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/traducciones');
  await expect(page.getByRole('heading', { level: 1, name: a('screens.traducciones') })).toBeVisible();
  await page.getByLabel(a('translationsAdmin.namespace'), { exact: true }).selectOption('navigation');
  await page.getByLabel(a('translationsAdmin.language'), { exact: true }).selectOption('de');
  await page.getByRole('searchbox', { name: a('inbox.filters.search') }).fill('home');
  const row = page.locator('tr[data-key="home"]');
  await expect(row.getByTestId('effective-value')).toHaveText(fileText);

  await row.getByRole('button', { name: a('translationsAdmin.edit', { key: 'home' }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('file-value')).toHaveText(fileText);
  const box = dialog.getByRole('textbox', { name: a('translationsAdmin.valueIn', { language: 'Deutsch' }) });
  await box.fill('   ');
  await dialog.getByRole('button', { name: a('translationsAdmin.save'), exact: true }).click();
  await expect(dialog.getByText(a('translationsAdmin.errors.empty'))).toBeVisible();
  await box.fill(edited);
  await dialog.getByRole('button', { name: a('translationsAdmin.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('effective-value')).toHaveText(edited);
  await expect(row).toContainText(a('translationsAdmin.overridden'));

  const visitor = await browser.newPage();
  await dismissCookieBanner(visitor);
  await visitor.goto('/de');
  const nav = visitor.getByRole('navigation', { name: text('de', 'navigation', 'mainMenu') });
  await expect(nav.getByRole('link', { name: edited })).toBeVisible();

  await row.getByRole('button', { name: a('translationsAdmin.edit', { key: 'home' }) }).click();
  await dialog.getByRole('button', { name: a('translationsAdmin.revert') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('effective-value')).toHaveText(fileText);
  await visitor.reload();
  await expect(nav.getByRole('link', { name: fileText, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: edited })).toHaveCount(0);
});

test('completeness per namespace and language matches the served files plus overrides', async ({ page }) => {
  // A key that exists only as a Spanish override lowers every other language's completeness.
  const admin = await adminClient();
  const key = `e2e_only_es_${Date.now()}`;
  expect((await admin.from('translations').insert({ namespace: 'blog', key, language: 'es', value: 'Solo en español' })).error).toBeNull();
  try {
    await signInAsAdmin(page);
    await page.goto('/config-blogmr/traducciones');
    const table = page.getByTestId('completeness');
    await expect(table).toBeVisible();
    const { data: overrides } = await admin.from('translations').select('namespace,key,language,value');
    for (const namespace of Object.keys(OWNER_DIST)) {
      const keys = new Set(Object.keys(servedFile(namespace, 'es')));
      for (const row of overrides ?? []) if (row.namespace === namespace) keys.add(row.key);
      for (const language of LANGS) {
        const file = servedFile(namespace, language);
        const filled = [...keys].filter((k) => {
          const override = (overrides ?? []).find((row) => row.namespace === namespace && row.language === language && row.key === k);
          return ((override ? override.value : file[k]) ?? '').trim() !== '';
        }).length;
        const cell = table.locator(`tr[data-namespace="${namespace}"] td[data-language="${language}"]`);
        await expect(cell, `${namespace}/${language}`).toHaveAttribute('data-total', String(keys.size));
        await expect(cell, `${namespace}/${language}`).toHaveAttribute('data-filled', String(filled));
      }
    }
    // The "missing" filter lists the override-only key for German.
    await table.locator('tr[data-namespace="blog"] td[data-language="de"]').getByRole('button').click();
    await page.getByLabel(a('translationsAdmin.show'), { exact: true }).selectOption('missing');
    await expect(page.locator(`tr[data-key="${key}"]`)).toContainText(a('translationsAdmin.missing'));
    expect(
      serious(
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('[data-page="admin:traducciones"]').analyze(),
      ),
    ).toEqual([]);
  } finally {
    await admin.from('translations').delete().match({ namespace: 'blog', key, language: 'es' });
  }
});

test('languages: Spanish alone hides the public switcher; switching back on shows it', async ({ page, browser }) => {
  const admin = await adminClient();
  const switcher = (p: import('@playwright/test').Page) => p.getByRole('button', { name: new RegExp(text('es', 'navigation', 'chooseLanguage')) });
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/traducciones');
  await page.getByRole('tab', { name: a('translationsAdmin.tabs.languages') }).click();
  const spanish = page.getByRole('switch', { name: a('languagesAdmin.switch', { language: 'Español' }) });
  await expect(spanish).toBeDisabled();
  await expect(spanish).toHaveAttribute('aria-checked', 'true');
  try {
    for (const name of ['English', 'Deutsch', 'Français', 'العربية', '中文', 'Русский']) {
      const toggle = page.getByRole('switch', { name: a('languagesAdmin.switch', { language: name }) });
      await expect(toggle).toBeEnabled();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
    await expect(page.getByText(a('languagesAdmin.switcherHidden'))).toBeVisible();
    expect(
      serious(
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('[data-page="admin:traducciones"]').analyze(),
      ),
    ).toEqual([]);

    const visitor = await browser.newPage();
    await dismissCookieBanner(visitor);
    await visitor.goto('/');
    await expect(visitor.getByRole('navigation', { name: text('es', 'navigation', 'mainMenu') })).toBeVisible();
    await expect(switcher(visitor)).toHaveCount(0);

    await page.reload();
    await page.getByRole('tab', { name: a('translationsAdmin.tabs.languages') }).click();
    for (const name of ['English', 'Deutsch', 'Français', 'العربية', '中文', 'Русский']) {
      const toggle = page.getByRole('switch', { name: a('languagesAdmin.switch', { language: name }) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    }
    await visitor.reload();
    await expect(switcher(visitor)).toBeVisible();
    await visitor.close();
  } finally {
    // Other specs share this backend: leave every language on whatever happened.
    await admin.from('language_settings').update({ is_active: true }).neq('language_code', '');
  }
});
