// What a generated page shows and what the visitor does on it survive the hand-over to the app.
// Nothing typed or clicked is lost while a remote's code is on its way (shell/src/remotes/click-replay.ts):
// the remote's files are held, the visitor searches, opens a preview or fills the contact form and ticks
// its box, then the code arrives — what was typed or ticked is still there and takes effect, a click is
// replayed once, and a Send pressed meanwhile sends what the form shows (es, ar).
// A remote that never arrives leaves the generated content readable, with a small notice and a retry;
// the generated 404 stays the one answer; and the page's data is revalidated once it is live.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '../../shared-i18n/src/routes';
import { repoRoot } from '../../config/repo.mjs';
import { serviceClient } from '../support/admin-auth';
import { addTestimonial } from '../support/site-facts';
import { CONTACT_FIELDS, consentBox, labelled } from './form-helpers';
import { dismissCookieBanner, text } from './marketing-helpers';
import { appOf, productionSite as base } from '../support/production-site';

/** Holds every file of one remote until `release()`. */
async function holdRemote(page: Page, remote: 'mf_blog' | 'mf_marketing') {
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

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Fills every field of the contact form (`values` over the valid defaults) and ticks its box. */
async function fillContactForm(page: Page, language: 'es' | 'ar', values: Record<string, string>) {
  for (const [name, field] of Object.entries(CONTACT_FIELDS)) {
    const control = labelled(page, field.label(language as 'es'));
    const value = values[name] ?? field.valid;
    if (field.kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  // A box ticks at once, with no code (check() fails when a click does not change it).
  await consentBox(page, language as 'es').check();
}

const previewLabel = (language: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'mf-blog/public/locales', language, 'blog.json'), 'utf8')).card.preview as string;
const blog = (page: Page) => page.locator('[data-remote="mf_blog"][data-page="blog"]');
const live = (page: Page) => expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });

for (const language of ['es', 'ar'] as const) {
  test(`${language}: a search typed before mf-blog's code arrives filters the list once it does`, async ({ page }) => {
    const release = await holdRemote(page, 'mf_blog');
    // 'domcontentloaded': the page's load event waits for the held remote.
    await page.goto(`${base}${pathFor({ page: 'blog' }, language)}`, { waitUntil: 'domcontentloaded' });
    const cards = blog(page).locator('article[data-post-slug]');
    await expect(cards).toHaveCount(6);
    // The last card's title: after filtering, that card alone.
    const last = cards.last();
    const [slug, title] = [await last.getAttribute('data-post-slug'), (await last.locator('h2').textContent()) ?? ''];
    const search = blog(page).getByRole('searchbox');
    await search.fill(title);
    await expect(page.locator('#root[data-live]')).toHaveCount(0);
    release();
    await live(page);
    await expect(search).toHaveValue(title);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-post-slug', slug!);
    await expect(page).toHaveURL(/[?&]q=/);
  });

  test(`${language}: a preview opened before mf-blog's code arrives opens once it does, once`, async ({ page }) => {
    const release = await holdRemote(page, 'mf_blog');
    await page.goto(`${base}${pathFor({ page: 'blog' }, language)}`, { waitUntil: 'domcontentloaded' });
    const preview = blog(page)
      .getByRole('button', { name: new RegExp(`^${previewLabel(language)}`) })
      .first();
    const slug = await preview.locator('xpath=ancestor::article[@data-post-slug]').getAttribute('data-post-slug');
    await preview.click();
    release();
    await live(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`\\?post=${slug}$`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Replayed once: closed stays closed.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test(`${language}: the contact form filled before mf-marketing's code arrives keeps its fields and sends them`, async ({ page }) => {
    const release = await holdRemote(page, 'mf_marketing');
    await page.goto(`${base}${pathFor({ page: 'contact' }, language)}`, { waitUntil: 'domcontentloaded' });
    const values: Record<string, string> = { name: language === 'ar' ? 'ليلى حداد' : 'Ana Martínez Pérez' };
    await fillContactForm(page, language, values);
    release();
    await live(page);
    for (const [name, field] of Object.entries(CONTACT_FIELDS)) {
      await expect(labelled(page, field.label(language as 'es')), name).toHaveValue(values[name] ?? field.valid);
    }
    await expect(consentBox(page, language as 'es')).toBeChecked();
    await page.getByRole('button', { name: text(language, 'contact', 'form.submit') }).click();
    await expect(page.getByTestId('contact-success')).toContainText(text(language, 'contact', 'form.success.title'));
  });

  test(`${language}: the contact form filled and sent before mf-marketing's code arrives is sent once it does`, async ({ page }) => {
    const release = await holdRemote(page, 'mf_marketing');
    await page.goto(`${base}${pathFor({ page: 'contact' }, language)}`, { waitUntil: 'domcontentloaded' });
    // An address of its own: the spec's limit of five requests an hour per address.
    await fillContactForm(page, language, { email: `held.${language}.${Date.now()}@example.com` });
    const sent = page.waitForRequest((request) => request.url().includes('/rpc/submit_contact_request') && request.method() === 'POST');
    await page.getByRole('button', { name: text(language, 'contact', 'form.submit') }).click();
    release();
    await live(page);
    await sent;
    await expect(page.getByTestId('contact-success')).toContainText(text(language, 'contact', 'form.success.title'));
  });
}

const shellText = (language: string, namespace: 'common' | 'navigation') =>
  JSON.parse(readFileSync(path.join(repoRoot, 'shared-i18n/public/locales', language, `${namespace}.json`), 'utf8'));
const common = (language: string) => shellText(language, 'common');

for (const language of ['es', 'ar'] as const) {
  test(`${language}: with mf-blog's code unavailable, a post page keeps its generated article and links, with a notice and a retry`, async ({ page }) => {
    await page.route(
      (url) => appOf(url) === 'mf_blog',
      (route) => route.abort(),
    );
    const blogPath = pathFor({ page: 'blog' }, language);
    const list = await (await fetch(`${base}${blogPath}`)).text();
    const postPath = decodeURI(new RegExp(`href="(${blogPath}/[^"?]+)"`).exec(list)![1]);
    await page.goto(`${base}${encodeURI(postPath)}`);
    await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
    const article = page.locator('[data-remote="mf_blog"][data-page="blogPost"]');
    await expect(article.locator('h1')).toBeVisible();
    expect((await article.locator('[data-post-content]').innerText()).length).toBeGreaterThan(500);
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
    const notice = page.locator('[data-remote-static]');
    await expect(notice).toContainText(common(language).remoteUnavailable.partial);
    await expect(notice.getByRole('button', { name: common(language).remoteUnavailable.retry })).toBeVisible();
    // Its links still work (plain links): back to the list, itself generated and readable.
    await article.locator(`a[href="${blogPath}"]`).first().click();
    await expect(page).toHaveURL(`${base}${blogPath}`);
    await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] article[data-post-slug]').first()).toBeVisible();

    // A page the app renders on a client navigation still says the part is unavailable.
    await page.goto(`${base}${pathFor({ page: 'contact' }, language)}`);
    await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
    // The header hydrates on the first interaction; from then on its links navigate in the app.
    await page.keyboard.press('Tab');
    await expect(page.locator('#root[data-chrome-live]')).toHaveCount(1, { timeout: 30_000 });
    await page
      .getByRole('banner')
      .getByRole('link', { name: shellText(language, 'navigation').blog, exact: true })
      .first()
      .click();
    await expect(page.locator('[data-remote-unavailable="mf_blog"]')).toBeVisible();
  });
}

test('an unknown post address keeps the generated 404 through hydration: one answer, no "loading", no second not-found view', async ({ page }) => {
  const response = await page.goto(`${base}/en/blog/no-such-post-anywhere`);
  expect(response?.status()).toBe(404);
  const heading = page.locator('main h1');
  const title = common('en').notFound.title as string;
  await expect(heading).toHaveText(title);
  await heading.evaluate((node) => ((node as unknown as { __generated: boolean }).__generated = true));
  const seen: string[] = [];
  await page.exposeFunction('__sawMain', (text: string) => seen.push(text));
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    new MutationObserver(() => (window as unknown as { __sawMain: (text: string) => void }).__sawMain(main.innerText)).observe(main, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await expect(page.locator('#root[data-hydrated][data-live]')).toHaveCount(1, { timeout: 30_000 });
  await page.waitForTimeout(1500);
  await expect(heading).toHaveText(title);
  expect(await heading.evaluate((node) => (node as unknown as { __generated?: boolean }).__generated)).toBe(true);
  await expect(page.locator('[data-not-found]')).toHaveCount(0);
  expect(seen.filter((text) => !text.includes(title))).toEqual([]);
  // Leaving it is an ordinary navigation of the app.
  await page.locator('main').getByRole('link').first().click();
  await expect(page).toHaveURL(`${base}/en`);
  await expect(page.locator('[data-remote="mf_marketing"][data-page="home"] h1')).toBeVisible();
});

test('a post hidden after the pages were generated leaves the list within 5 s of loading it, with the site update not run', async ({ page }) => {
  const html = await (await fetch(`${base}/blog`)).text();
  const slug = /data-post-slug="([^"]+)"/.exec(html)![1];
  const generatedAt = /<meta name="data-generated-at" content="([^"]+)"/.exec(html)?.[1];
  expect(Date.parse(generatedAt ?? '')).toBeLessThanOrEqual(Date.now());
  const hide = (hidden: boolean) => serviceClient().from('blog_posts').update({ hidden }).eq('slug', slug).throwOnError();
  await hide(true);
  try {
    const started = Date.now();
    await page.goto(`${base}/blog`);
    const card = blog(page).locator(`[data-post-slug="${slug}"]`);
    // The generated list still holds it (nothing regenerated it) ...
    expect(await (await fetch(`${base}/blog`)).text()).toContain(`data-post-slug="${slug}"`);
    // ... and the browser drops it once the page is live (its start waits for the first paint and
    // the hero image; on a busy machine that alone can take seconds), without a loading state.
    await live(page);
    await expect(card).toHaveCount(0, { timeout: 5_000 });
    console.log(`hidden post gone from the list ${Date.now() - started} ms after the reload`);
    await expect(blog(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(blog(page).locator('article[data-post-slug]')).toHaveCount(6);
  } finally {
    await hide(false);
  }
});

test('every other kind of change since the pages were generated reaches a reloaded page within 5 s of it being live, with no site update run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = Date.now().toString(36);
  const service = serviceClient();
  /** Loads `path` as a visitor does and waits until its parts are live, then gives `check` 5 s. */
  const reload = async (what: string, pathname: string, check: () => Promise<void>) => {
    const started = Date.now();
    await page.goto(`${base}${pathname}`);
    await live(page);
    const liveAt = Date.now();
    await check();
    console.log(`${what}: on the page ${Date.now() - liveAt} ms after it was live (${Date.now() - started} ms after the reload)`);
  };
  const marketing = () => page.locator('[data-remote="mf_marketing"]');

  // A testimonial activated, with its Arabic text: the Arabic home page.
  expect(await (await fetch(`${base}/ar`)).text()).not.toContain(id);
  const testimonial = await addTestimonial(id);
  try {
    await reload('a testimonial activated (ar)', '/ar', () => expect(marketing().getByText(testimonial.texts.ar).first()).toBeAttached({ timeout: 5_000 }));
  } finally {
    await testimonial.remove();
  }

  // A post featured on the home page.
  const title = `Destacada ${id}`;
  const { data: post } = await service
    .from('blog_posts')
    .insert({ title, excerpt: 'Resumen.', content: 'Texto.', slug: `destacada-${id}`, status: 'published', date: '2020-01-01' })
    .select('id, version')
    .single()
    .throwOnError();
  try {
    await service.from('blog_posts').update({ show_on_homepage: true, version: post!.version }).eq('id', post!.id).throwOnError();
    expect(await (await fetch(`${base}/`)).text()).not.toContain(title);
    await reload('a post featured (es home)', '/', () => expect(page.getByText(title).first()).toBeVisible({ timeout: 5_000 }));
  } finally {
    await service.from('blog_posts').delete().eq('id', post!.id).throwOnError();
  }

  // A post's text edited: its page draws the new text (the renderer loads only for this: a text as
  // generated hydrates as it is, shared-ui/src/components/post-content/post-content.tsx). The list's
  // last post: the hidden-post test above uses the first.
  const slug = [...(await (await fetch(`${base}/blog`)).text()).matchAll(/data-post-slug="([^"]+)"/g)].at(-1)![1];
  const { data: edited } = await service.from('blog_posts').select('id, version, content').eq('slug', slug).single().throwOnError();
  const addition = `Actualizado ${id}`;
  await service
    .from('blog_posts')
    .update({ content: `${edited!.content}\n\n${addition}`, version: edited!.version })
    .eq('id', edited!.id)
    .throwOnError();
  try {
    expect(await (await fetch(`${base}/blog/${slug}`)).text()).not.toContain(addition);
    await reload("a post's text edited (es post)", `/blog/${slug}`, () =>
      expect(page.locator('[data-post-content]')).toContainText(addition, { timeout: 5_000 }),
    );
  } finally {
    const { data: now } = await service.from('blog_posts').select('version').eq('id', edited!.id).single().throwOnError();
    await service.from('blog_posts').update({ content: edited!.content, version: now!.version }).eq('id', edited!.id).throwOnError();
  }

  // A German text edited in the admin: the German home page's heading.
  const heading = `Anwälte an der Costa Blanca ${id}`;
  await service.from('translations').insert({ namespace: 'marketing', key: 'home.title', language: 'de', value: heading }).throwOnError();
  try {
    await reload('a German text edited', '/de', () => expect(marketing().locator('h1')).toHaveText(heading, { timeout: 5_000 }));
  } finally {
    await service.from('translations').delete().match({ namespace: 'marketing', key: 'home.title', language: 'de' }).throwOnError();
  }

  // French switched off: the language switcher no longer offers it.
  const setFrench = (active: boolean) => service.from('language_settings').update({ is_active: active }).eq('language_code', 'fr').throwOnError();
  await setFrench(false);
  try {
    await reload('French switched off', pathFor({ page: 'contact' }, 'en'), async () => {
      await page.getByRole('button', { name: /^EN — / }).click();
      await expect(page.locator('a[hreflang="de"]')).toBeVisible();
      await expect(page.locator('a[hreflang="fr"]')).toHaveCount(0, { timeout: 5_000 });
    });
  } finally {
    await setFrench(true);
  }
});
