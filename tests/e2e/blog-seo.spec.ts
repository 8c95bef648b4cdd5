// A post's own address and search/social fields per language: the English page lives at its English
// slug with its English meta title, description, social image and cover text; alternates point at each
// language's slug; another language's slug or a slug the post had before moves to the current address.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../support/admin-auth';
import { dismissCookieBanner } from './marketing-helpers';
import { appSite } from '../support/stack';

// The post made here is opened at its addresses, so this spec browses the app for every route
// (appSite): the production site shows such a change once the site-update job has regenerated the
// pages (../support/stack.ts).
test.use({ baseURL: appSite });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const ES = `herencia-vivienda-${stamp}`;
const EN = `inheriting-a-home-${stamp}`;
const EN_NEW = `inheriting-a-house-${stamp}`;
let postId: string;

test.beforeAll(async () => {
  const { data, error } = await serviceClient()
    .from('blog_posts')
    .insert({
      slug: ES,
      slug_en: EN,
      title: `Heredar una vivienda ${stamp}`,
      title_en: `Inheriting a home ${stamp}`,
      excerpt: 'Qué hacer.',
      excerpt_en: 'What to do.',
      content: 'Texto.',
      content_en: 'Text.',
      meta_title_en: `Inheriting a home in Spain ${stamp}`,
      meta_description_en: 'Steps, taxes and deadlines when you inherit a home in Spain.',
      image: 'https://images.example.com/cover.jpg',
      social_image_en: 'https://images.example.com/card-en.jpg',
      image_alt_en: 'Keys on a table',
      status: 'published',
      date: '2026-11-01',
    })
    .select('id')
    .single();
  if (error) throw error;
  postId = data.id;
});

test.afterAll(async () => {
  await serviceClient().from('blog_posts').delete().eq('id', postId);
});

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const head = (page: Page, selector: string, attribute: string) => page.locator(`head ${selector}`).getAttribute(attribute);

test("the English page is at its English slug with its own search and social fields, and names each language's address", async ({ page }) => {
  await page.goto(`/en/blog/${EN}`);
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(`Inheriting a home ${stamp}`);
  await expect(page).toHaveTitle(new RegExp(`^Inheriting a home in Spain ${stamp} \\|`));
  expect(await head(page, 'meta[name="description"]', 'content')).toBe('Steps, taxes and deadlines when you inherit a home in Spain.');
  expect(await head(page, 'meta[property="og:image"]', 'content')).toBe('https://images.example.com/card-en.jpg');
  expect(await head(page, 'link[rel="canonical"]', 'href')).toMatch(new RegExp(`/en/blog/${EN}$`));
  expect(await head(page, 'link[hreflang="es"]', 'href')).toMatch(new RegExp(`/blog/${ES}$`));
  expect(await head(page, 'link[hreflang="fr"]', 'href')).toMatch(new RegExp(`/fr/blog/${ES}$`)); // no French slug: the Spanish one
  await expect(page.locator('[data-remote="mf_blog"] img[src="https://images.example.com/cover.jpg"]')).toHaveAttribute('alt', 'Keys on a table');

  // The Spanish page keeps the Spanish fields (no English borrowed).
  await page.goto(`/blog/${ES}`);
  await expect(page).toHaveTitle(new RegExp(`^Heredar una vivienda ${stamp} \\|`));
  expect(await head(page, 'meta[name="description"]', 'content')).toBe('Qué hacer.');
});

test("another language's slug and an earlier slug move to the current address; the blog links to it", async ({ page }) => {
  await page.goto(`/en/blog/${ES}`);
  await expect(page).toHaveURL(new RegExp(`/en/blog/${EN}$`));

  await serviceClient().from('blog_posts').update({ slug_en: EN_NEW }).eq('id', postId).throwOnError();
  await page.goto(`/en/blog/${EN}`);
  await expect(page).toHaveURL(new RegExp(`/en/blog/${EN_NEW}$`));
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(`Inheriting a home ${stamp}`);

  await page.goto(`/en/blog?q=${stamp}`);
  await expect(page.locator(`[data-remote="mf_blog"] a[href="/en/blog/${EN_NEW}"]`).first()).toBeVisible();
});
