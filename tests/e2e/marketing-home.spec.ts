// The home page of mf-marketing inside the shell: sections and anchors in the spec's order, the
// service cards, the testimonials carousel and the contact cards.
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, settled, text } from './marketing-helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const HOMES = [
  ['es', '/'],
  ['en', '/en'],
  ['de', '/de'],
  ['ar', '/ar'],
] as const;

async function sectionTops(page: Page) {
  return page.evaluate(() =>
    ['#home', '#services', '#about', '#testimonials', '#substitutions', '[data-page="latestPosts"]', '#contact'].map((selector) => {
      const element = document.querySelector(`[data-page="home"] ${selector}`);
      return element ? element.getBoundingClientRect().top + window.scrollY : null;
    }),
  );
}

for (const [language, path] of HOMES) {
  test(`home in ${language}: every section present, in the spec's order`, async ({ page }) => {
    await page.goto(path);
    const home = page.locator('[data-remote="mf_marketing"][data-page="home"]');
    await expect(home.locator('h1')).toHaveText(text(language, 'marketing', 'home.title'));
    await expect(home.locator('#testimonials [aria-roledescription="slide"]').first()).toBeVisible();
    await expect(home.locator('[data-page="latestPosts"]')).toBeVisible();
    const tops = await sectionTops(page);
    expect(
      tops.every((top) => top !== null),
      JSON.stringify(tops),
    ).toBe(true);
    const numbers = tops as number[];
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    await expect(home.locator('#services article')).toHaveCount(5);
    await expect(home.locator('#substitutions li')).toHaveText([
      text(language, 'marketing', 'substitutions.points.anyProcedure'),
      text(language, 'marketing', 'substitutions.points.preparation'),
      text(language, 'marketing', 'substitutions.points.experienced'),
      text(language, 'marketing', 'substitutions.points.procurator'),
    ]);
  });
}

test('#service-family opens the family card and centres it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#service-family');
  const card = page.locator('#service-family');
  await expect(card.getByRole('button', { name: /Ver menos/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(text('es', 'services', 'family.long'))).toBeVisible();
  await expect(page.locator('#service-civil').getByRole('button', { name: /Ver más/ })).toHaveAttribute('aria-expanded', 'false');
  await expect
    .poll(async () =>
      card.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return Math.abs(rect.top + rect.height / 2 - window.innerHeight / 2);
      }),
    )
    .toBeLessThan(40);
});

test('service cards: view more / view less, the fifth centred, a card click opens its page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  const labour = page.locator('#service-labor');
  const toggle = labour.getByRole('button', { name: /View more/ });
  await toggle.click();
  await expect(labour.getByText(text('en', 'services', 'labor.long'))).toBeVisible();
  await labour.getByRole('button', { name: /View less/ }).click();
  await expect(labour.getByText(text('en', 'services', 'labor.long'))).toBeHidden();

  // Four cards in two columns, the fifth centred below them.
  const boxes = await Promise.all(['civil', 'family', 'labor', 'immigration', 'inheritance'].map((id) => page.locator(`#service-${id}`).boundingBox()));
  const [civil, family, , , inheritance] = boxes.map((box) => box!);
  expect(Math.abs(civil.y - family.y)).toBeLessThan(2);
  const grid = await page.locator('#services').boundingBox();
  const gridCentre = grid!.x + grid!.width / 2;
  expect(Math.abs(inheritance.x + inheritance.width / 2 - gridCentre)).toBeLessThan(20);

  await labour.locator('p').first().click(); // outside the button and the links
  await expect(page).toHaveURL(/\/en\/services\/labor-law-denia$/);
  await expect(page.locator('[data-page="service"] h1')).toHaveText('Labour law');
});

test('hero: video consultation link on wide screens, centred button on phones, both to the contact page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('hero-video-link')).toBeVisible();
  await expect(page.getByTestId('hero-video-button')).toBeHidden();
  await expect(page.getByTestId('hero-video-link')).toHaveAttribute('href', '/contacto');

  await page.setViewportSize({ width: 390, height: 844 });
  const button = page.getByTestId('hero-video-button');
  await expect(button).toBeVisible();
  await expect(page.getByTestId('hero-video-link')).toBeHidden();
  const box = (await button.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 390 / 2)).toBeLessThan(12);
  await button.click();
  await expect(page).toHaveURL(/\/contacto$/);
});

for (const [width, perView] of [
  [390, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`testimonials carousel shows ${perView} per view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.locator('#testimonials [aria-roledescription="carousel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    const visible = await carousel.evaluate((element) => {
      const viewport = element.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement!.getBoundingClientRect();
      // A slide is in view when its centre is inside the viewport (slides carry a gutter).
      return [...element.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
        const rect = slide.getBoundingClientRect();
        const centre = rect.left + rect.width / 2;
        return centre > viewport.left && centre < viewport.right;
      }).length;
    });
    expect(visible).toBe(perView);
  });
}

test('testimonials carousel: next/previous, arrow keys, loop and pause', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const carousel = page.locator('#testimonials [aria-roledescription="carousel"]');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(6); // the six active, authorised testimonials of the seed
  // Newest first: the seed's newest active testimonial is Olga K.'s.
  await expect(slides.first()).toContainText('Olga K.');
  const selected = carousel.locator('[aria-roledescription="slide"][data-selected]');

  await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
  await expect(carousel.getByRole('button', { name: 'Reanudar el carrusel' })).toHaveAttribute('aria-pressed', 'true');

  await carousel.getByRole('button', { name: 'Siguiente' }).click();
  await expect(selected).toHaveAttribute('aria-label', '2 de 6');
  await carousel.getByRole('button', { name: 'Anterior' }).click();
  await expect(selected).toHaveAttribute('aria-label', '1 de 6');
  await carousel.getByRole('button', { name: 'Anterior' }).click(); // loops to the end
  await expect(selected).toHaveAttribute('aria-label', '6 de 6');

  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveAttribute('aria-label', '1 de 6');
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveAttribute('aria-label', '2 de 6');
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveAttribute('aria-label', '1 de 6');

  // Paused: with focus and pointer elsewhere it stays put longer than the 6 s autoplay step.
  await page.locator('#about h2').click();
  await page.mouse.move(5, 5);
  await page.waitForTimeout(7000);
  await expect(selected).toHaveAttribute('aria-label', '1 de 6');
});

test('a testimonial image that fails shows the default image; a working one stays', async ({ page }) => {
  const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  await page.route('**/rest/v1/testimonials*', async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as Array<Record<string, unknown>>;
    rows[0].image = 'http://127.0.0.1:9/missing-photo.jpg'; // nothing listens there: the load fails
    rows[1].image = pixel;
    await route.fulfill({ response, json: rows });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // The pictures load lazily: bring the section into view first.
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  const images = page.locator('#testimonials [aria-roledescription="slide"] img');
  await expect(images.nth(0)).toHaveAttribute('data-default', 'true');
  await expect(images.nth(0)).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await images.nth(0).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(images.nth(1)).toHaveAttribute('src', pixel);
  await expect(images.nth(1)).not.toHaveAttribute('data-default');
});

test('testimonials are hidden when they cannot be read; the rest of the home stays', async ({ page }) => {
  await page.route('**/rest/v1/testimonials*', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('[data-page="home"] #contact')).toBeVisible();
  await expect(page.locator('[data-page="home"] #services article')).toHaveCount(5);
  // supabase-js and the query each retry once before giving up.
  await expect(page.locator('#testimonials')).toHaveCount(0, { timeout: 30_000 });
});

test('reviews button opens the external page in a new tab with noopener', async ({ page }) => {
  await page.goto('/en');
  const reviews = page.locator('#testimonials').getByRole('link', { name: /See more reviews/ });
  await expect(reviews).toHaveAttribute('target', '_blank');
  await expect(reviews).toHaveAttribute('rel', /noopener/);
  await expect(reviews).toHaveAttribute('href', /^https:\/\//);
});

for (const [language, path] of [HOMES[0], HOMES[3]]) {
  test(`on a phone (${language}), the phone numbers open clear of the screen's edges`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await settled(page);
    await page
      .locator('#contact')
      .getByRole('button', { name: text(language, 'marketing', 'contactSection.showPhones') })
      .click();
    const popover = page.getByRole('dialog', { name: text(language, 'marketing', 'contactSection.phoneNumbers') });
    await expect(popover).toBeVisible();
    // Once Radix has placed it (it measures first), its box keeps a margin on both sides.
    await expect.poll(() => popover.evaluate((panel) => panel.getBoundingClientRect().left)).toBeGreaterThanOrEqual(12);
    expect(await popover.evaluate((panel) => panel.getBoundingClientRect().right)).toBeLessThanOrEqual(390 - 12);
  });
}

for (const [language, path] of HOMES) {
  test(`contact cards in ${language}: tel: links in the phone popover, WhatsApp greeting, mailto`, async ({ page }) => {
    await page.goto(path);
    const contact = page.locator('[data-page="home"] #contact');
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await settled(page);
    await contact.getByRole('button', { name: text(language, 'marketing', 'contactSection.showPhones') }).click();
    const popover = page.getByRole('dialog', { name: text(language, 'marketing', 'contactSection.phoneNumbers') });
    await expect(popover).toBeVisible();
    const tels = popover.locator('a[href^="tel:"]');
    await expect(tels).toHaveCount(2);
    for (const href of await tels.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^tel:\+\d{9,15}$/);
    }
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    const whatsapp = contact.locator('a[href^="https://wa.me/"]');
    const href = (await whatsapp.getAttribute('href'))!;
    expect(new URL(href).searchParams.get('text')).toBe(text(language, 'common', 'chat.greeting'));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });
}
