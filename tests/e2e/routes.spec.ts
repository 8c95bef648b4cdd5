// Every localized path of the spec's route table opens its page, rendered by the remote that owns
// it. The expected paths are written out here from the spec, independent of the route table code.
import { expect, test } from '@playwright/test';
import { TEST_PORTS } from '../support/ports';
import { injectSession } from '../support/admin-auth';
import { appSite } from '../support/stack';

type Expected = { path: string; remote: string; page: string; service?: string };

const SERVICES = ['civil', 'family', 'labor', 'immigration', 'inheritance'];

const LOCALIZED: Record<string, { contact: string; services: string; testimonials: string; slugs: string[] }> = {
  es: {
    contact: 'contacto',
    services: 'servicios',
    testimonials: 'testimonios',
    slugs: ['derecho-civil', 'derecho-familia', 'derecho-laboral', 'extranjeria', 'derecho-sucesorio'],
  },
  en: {
    contact: 'contact',
    services: 'services',
    testimonials: 'testimonials',
    slugs: ['civil-law', 'family-law', 'labor-law', 'immigration', 'inheritance-law'],
  },
  de: {
    contact: 'kontakt',
    services: 'dienstleistungen',
    testimonials: 'referenzen',
    slugs: ['zivilrecht', 'familienrecht', 'arbeitsrecht', 'einwanderung', 'erbrecht'],
  },
  fr: {
    contact: 'contact',
    services: 'services',
    testimonials: 'temoignages',
    slugs: ['droit-civil', 'droit-famille', 'droit-travail', 'immigration', 'droit-succession'],
  },
  ru: {
    contact: 'kontakt',
    services: 'uslugi',
    testimonials: 'otzyvy',
    slugs: ['grazhdanskoe-pravo', 'semeynoe-pravo', 'trudovoe-pravo', 'immigratsiya', 'nasledstvennoe-pravo'],
  },
};
LOCALIZED.ar = LOCALIZED.en;
LOCALIZED.zh = LOCALIZED.en;

function expectedPaths(lang: string): Expected[] {
  const prefix = lang === 'es' ? '' : `/${lang}`;
  const t = LOCALIZED[lang];
  return [
    { path: prefix || '/', remote: 'mf_marketing', page: 'home' },
    { path: `${prefix}/blog`, remote: 'mf_blog', page: 'blog' },
    { path: `${prefix}/blog/arraigo-nuevo-reglamento-extranjeria`, remote: 'mf_blog', page: 'blogPost' },
    { path: `${prefix}/${t.contact}`, remote: 'mf_marketing', page: 'contact' },
    { path: `${prefix}/${t.testimonials}`, remote: 'mf_marketing', page: 'testimonials' },
    { path: `${prefix}/${lang === 'es' ? 'sustituciones' : 'substitutions'}`, remote: 'mf_marketing', page: 'substitutions' },
    ...SERVICES.map((service, i) => ({
      path: `${prefix}/${t.services}/${t.slugs[i]}-denia`,
      remote: 'mf_marketing',
      page: 'service',
      service,
    })),
  ];
}

for (const lang of ['es', 'en', 'de', 'fr', 'ar', 'zh', 'ru']) {
  test(`every ${lang} path of the route table opens its page`, async ({ page }) => {
    for (const expected of expectedPaths(lang)) {
      await page.goto(expected.path);
      const marker = page.locator(`[data-remote="${expected.remote}"][data-page="${expected.page}"]`);
      await expect(marker, expected.path).toBeVisible();
      await expect(marker.locator('h1, h2').first(), expected.path).not.toBeEmpty();
      if (expected.service) await expect(marker).toHaveAttribute('data-service', expected.service);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    }
  });
}

test('admin login and admin area are rendered by mf-admin', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.locator('[data-remote="mf_admin"][data-page="adminLogin"]')).toBeVisible();
  // The area is behind the role guard: without a session it sends to the login page.
  await page.goto('/config-blogmr/opiniones');
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fconfig-blogmr%2Fopiniones$/);
  await injectSession(page);
  for (const [path, screen] of [
    ['/config-blogmr', 'dashboard'],
    ['/config-blogmr/dashboard', 'dashboard'],
    ['/config-blogmr/post/new', 'post/new'],
    ['/config-blogmr/cuestionario', 'cuestionario'],
    ['/config-blogmr/sustituciones', 'sustituciones'],
    ['/config-blogmr/opiniones', 'opiniones'],
    ['/config-blogmr/traducciones', 'traducciones'],
  ]) {
    await page.goto(path);
    await expect(page.locator(`[data-remote="mf_admin"] [data-page="admin:${screen}"]`), path).toBeVisible();
  }
});

test('the named acceptance paths show their remote’s heading in the page language', async ({ page }) => {
  const cases: Array<[string, string, string]> = [
    ['/', 'mf_marketing', 'Abogados en Dénia'],
    ['/en', 'mf_marketing', 'Lawyers in Dénia'],
    ['/de/kontakt', 'mf_marketing', 'Kontaktieren Sie uns'],
    ['/blog', 'mf_blog', 'Blog jurídico'],
    ['/ar/blog', 'mf_blog', 'المدونة القانونية'],
    ['/admin-login', 'mf_admin', 'Acceso al panel de control'],
  ];
  for (const [path, remote, heading] of cases) {
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"] h1`).first(), path).toHaveText(heading);
  }
  await injectSession(page); // '/config-blogmr' is behind the admin guard (a signed-in admin skips the login page)
  await page.goto('/config-blogmr');
  await expect(page.locator('[data-remote="mf_admin"] h1').first()).toHaveText('Resumen');
});

test('an unknown path shows the 404 page with a working link home', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Vaya! Página no encontrada');
  await page.goto('/en/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('[data-remote="mf_marketing"][data-page="home"]')).toBeVisible();
});

// The fallback shows where the browser renders a page (the app for every route: appSite); generated
// pages show their content while the code arrives (before-hydration.spec.ts).
test.describe('without a generated page', () => {
  test.use({ baseURL: appSite });

  test('a page loads on demand behind the “Cargando...” fallback', async ({ page }) => {
    // Hold mf-blog's manifest back a moment, as a slow network would.
    await page.route('**/mf-manifest.json', async (route) => {
      if (new URL(route.request().url()).port === String(TEST_PORTS.mf_blog)) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await page.goto('/blog');
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toBeVisible();
    await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText('Blog jurídico');
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(0);
  });
});
