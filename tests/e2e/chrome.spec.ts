// The shell's chrome: header, drop-down, mobile menu, language switcher, footer dialogs, chat
// button, page titles, at desktop and phone widths.
import { expect, test, type Page } from '@playwright/test';
import { appSite } from '../support/stack';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
}

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('gets its scrolled state after 20 px and marks the active section', async ({ page }) => {
    await page.goto('/sustituciones');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => (document.body.style.minHeight = '3000px')); // room to scroll on a short page
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(200);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header.getByRole('link', { name: 'Sustituciones' })).toHaveAttribute('data-active', '');
    await expect(header.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('data-active');

    await page.goto('/en/blog/arraigo-nuevo-reglamento-extranjeria');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toHaveAttribute('data-active', '');
  });

  test('the Services drop-down lists the five services and opens with the mouse or the keyboard', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: 'Servicios' });
    await trigger.hover();
    const panel = header.getByRole('link', { name: 'Derecho de familia' });
    await expect(panel).toBeVisible();
    // (The closed phone menu holds them too, hidden: it is in the page for the first tap.)
    await expect(header.locator('a[href^="/servicios/"]:visible')).toHaveCount(5);
    const width = await header.locator(':popover-open').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(220);
    await panel.click();
    await expect(page).toHaveURL(/\/servicios\/derecho-familia-denia$/);

    await page.keyboard.press('Escape');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(header.getByRole('link', { name: 'Extranjería' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Extranjería' })).toBeHidden();
    // The links follow the button in the tab order; Escape from one closes and returns focus to it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Derecho civil' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Derecho civil' })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the Services panel hangs from its button’s start edge, the right one in Arabic', async ({ page }) => {
    for (const [path, name, rtl] of [
      ['/', 'Servicios', false],
      ['/ar', 'الخدمات', true],
    ] as const) {
      await page.goto(path);
      const trigger = page.getByRole('banner').getByRole('button', { name, exact: true });
      await trigger.click();
      const panel = page.getByRole('banner').locator(':popover-open');
      await expect(panel).toBeVisible();
      const [button, box] = [await trigger.boundingBox(), await panel.boundingBox()];
      expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      if (rtl) expect(Math.abs(box!.x + box!.width - (button!.x + button!.width))).toBeLessThanOrEqual(1);
      else expect(Math.abs(box!.x - button!.x)).toBeLessThanOrEqual(1);
    }
  });

  test('Nosotros leads to the home page’s about section; Videoconsulta to contact', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('banner').getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    // It lands 100 px under the top (the spec's anchor offset), from another page and on arrival.
    const landedOffset = (selector: string) => page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(() => landedOffset('#about'), { timeout: 8_000 }).toBe(100);
    await page.goto('/#contact');
    await expect.poll(() => landedOffset('[data-page="home"] #contact'), { timeout: 8_000 }).toBe(100);
    await page.goto('/de/blog');
    await page.getByRole('banner').getByRole('link', { name: 'Videoberatung' }).click();
    await expect(page).toHaveURL(/\/de\/kontakt$/);
  });

  test('page title and description follow the page and language; admin pages are neutral', async ({ page }) => {
    await page.goto('/de/kontakt');
    await expect(page).toHaveTitle('Kontakt und Videoberatung | MR Abogados Dénia');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Videoberatung/);
    await page.goto('/config-blogmr/opiniones');
    await expect(page).toHaveTitle('Panel de control | MR Abogados Dénia');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

test.describe('language switcher', () => {
  test.use({ viewport: DESKTOP });

  async function choose(page: Page, currentLabel: RegExp, language: string) {
    await page.getByRole('button', { name: currentLabel }).click();
    await page.getByRole('link', { name: language }).click();
  }

  test('moves /contacto to /de/kontakt to /ru/kontakt and remembers the choice', async ({ page }) => {
    await page.goto('/contacto');
    await choose(page, /Cambiar idioma/, 'Deutsch');
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await expect(page.locator('[data-page="contact"] h1')).toHaveText('Kontaktieren Sie uns');
    await choose(page, /Sprache ändern/, 'Русский');
    await expect(page).toHaveURL(/\/ru\/kontakt$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ru');

    // The saved explicit choice sends an unprefixed page to its Russian twin.
    await page.goto('/servicios/derecho-laboral-denia');
    await expect(page).toHaveURL(/\/ru\/uslugi\/trudovoe-pravo-denia$/);
  });

  test('moves a service page through every language', async ({ page }) => {
    await page.goto('/servicios/derecho-sucesorio-denia');
    const steps: Array<[string, RegExp]> = [
      ['English', /\/en\/services\/inheritance-law-denia$/],
      ['Deutsch', /\/de\/dienstleistungen\/erbrecht-denia$/],
      ['Français', /\/fr\/services\/droit-succession-denia$/],
      ['العربية', /\/ar\/services\/inheritance-law-denia$/],
      ['中文', /\/zh\/services\/inheritance-law-denia$/],
      ['Русский', /\/ru\/uslugi\/nasledstvennoe-pravo-denia$/],
      ['Español', /\/servicios\/derecho-sucesorio-denia$/],
    ];
    for (const [language, url] of steps) {
      await page.getByRole('banner').getByRole('button', { name: /: / }).click();
      await page.getByRole('link', { name: language }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('[data-page="service"]')).toHaveAttribute('data-service', 'inheritance');
    }
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the slide-in menu locks the page, has a collapsible Services list and closes on a link', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Videoconsulta' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // A native disclosure (works before the header's code): the browser exposes its state.
    const services = menu.locator('details', { has: page.locator('summary', { hasText: 'Servicios' }) });
    await expect(services).not.toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'Derecho laboral' })).toBeHidden();
    await services.locator('summary').click();
    await expect(services).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Derecho laboral' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/servicios\/derecho-laboral-denia$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('Arabic pages are right-to-left and the menu opens from the other side', async ({ page }) => {
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await expect(page.getByRole('dialog', { name: 'القائمة' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test.use({ viewport: DESKTOP });

  test('has the firm’s details, the year, and three legal dialogs that return focus', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Derecho civil' })).toHaveAttribute('href', '/servicios/derecho-civil-denia');

    for (const [opener, title, expected] of [
      ['Aviso legal', 'Aviso legal', /NIF/],
      ['Protección de datos', 'Política de privacidad y protección de datos', /AEPD|aepd/],
      ['Política de cookies', 'Política de cookies', /visitor_id/],
    ] as const) {
      const trigger = footer.getByRole('button', { name: opener, exact: true });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(expected);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    await footer.getByRole('button', { name: 'Aviso legal' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the chat button opens WhatsApp in a new tab with the greeting of the page language', async ({ page }) => {
  for (const [path, greeting] of [
    ['/', 'Hola, me gustaría consultar sobre servicios legales.'],
    ['/ar', 'مرحبًا، أودّ الاستفسار عن خدماتكم القانونية.'],
    ['/de/blog', 'Hallo, ich möchte mich über Ihre Rechtsdienstleistungen informieren.'],
  ]) {
    await page.goto(path);
    const chat = page.locator('[data-chat-button]');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toBe(greeting);
  }
});

// The app reads the languages the firm switched on (here stubbed or cut off): it is the app for every
// route these tests browse (appSite). Generated pages carry the list they were generated with and
// follow a change through the site-update job (site-updates.spec.ts).
test.describe('language switcher and the language_settings table', () => {
  test.use({ viewport: DESKTOP, baseURL: appSite });

  test('offers the languages the firm switched on; falls back to Spanish and English when the read fails', async ({ page }) => {
    await page.goto('/contacto');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Cambiar idioma/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(7); // the seed switches all seven on

    await page.route('**/rest/v1/language_settings*', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Cambiar idioma/ })
      .click();
    const links = page.getByRole('dialog').getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveText(/Español/);
    await expect(links.nth(1)).toHaveText(/English/);
  });

  test('is hidden when only one language is active', async ({ page }) => {
    await page.route('**/rest/v1/language_settings*', (route) =>
      route.fulfill({
        json: [{ language_code: 'es', language_name: 'Español', is_active: true, is_default: true }],
      }),
    );
    await page.goto('/contacto');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contacto' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Cambiar idioma/ })).toHaveCount(0);
  });
});
