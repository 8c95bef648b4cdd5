// The redirects of moved posts (`_redirects`): every address a post was public at answers 301 to its
// current address in the same language — tested per language, for a shared slug and a language's own.
// And the feeds keep the line breaks the firm typed; the private pages have their own title and say
// noindex where robots.txt lets crawlers read it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from '../../shared-i18n/src/languages.ts';
import { clientAreaPatterns, pathFor } from '../../shared-i18n/src/routes.ts';
import { FIRM } from '../../shared-ui/src/config/firm.ts';
import enRoutes from '../../shared-i18n/public/locales/en/routes.json';
import esRoutes from '../../shared-i18n/public/locales/es/routes.json';
import { postMoves, privatePages, publicPages, redirectsText, robots, rssFeed, sitemap, type Post } from './site-files.ts';

const post = (fields: Partial<Post>) => ({ id: 'p1', slug: 'nuevo', ...fields }) as Post;
const postPath = (slug: string, language: (typeof LANGUAGE_CODES)[number]) => pathFor({ page: 'blogPost', slug }, language);

describe('postMoves', () => {
  it.each(LANGUAGE_CODES)('a changed shared slug moves the old address in %s', (language) => {
    // English has its own slug; every other language showed the post at the Spanish one.
    const moved = post({ slug_en: 'own-english' });
    const rules = postMoves([{ old_slug: 'antiguo', post_id: 'p1' }], [moved]);
    const target = postPath(language === 'en' ? 'own-english' : 'nuevo', language);
    expect(rules.get(postPath('antiguo', language))).toBe(target);
  });

  it.each(LANGUAGE_CODES)('a changed language slug moves the old address in %s', (language) => {
    const rules = postMoves([{ old_slug: 'old-english', post_id: 'p1' }], [post({ slug_en: 'new-english' })]);
    expect(rules.get(postPath('old-english', language))).toBe(postPath(language === 'en' ? 'new-english' : 'nuevo', language));
  });

  it('never redirects an address that is a page now, nor an address to itself', () => {
    const rules = postMoves(
      [
        { old_slug: 'otro', post_id: 'p1' },
        { old_slug: 'nuevo', post_id: 'p1' },
      ],
      [post({}), post({ id: 'p2', slug: 'otro' })],
    );
    for (const language of LANGUAGE_CODES) {
      expect(rules.has(postPath('otro', language))).toBe(false);
      expect(rules.has(postPath('nuevo', language))).toBe(false);
    }
  });

  it('ignores the earlier slugs of posts that are not public', () => {
    expect(postMoves([{ old_slug: 'antiguo', post_id: 'gone' }], [post({})]).size).toBe(0);
  });

  it('writes each move as a 301 line before the app routes', () => {
    const text = redirectsText(postMoves([{ old_slug: 'antiguo', post_id: 'p1' }], [post({})]));
    expect(text.split('\n')[0]).toBe('/ar/blog/antiguo /ar/blog/nuevo 301');
    expect(text).toContain('/blog/antiguo /blog/nuevo 301\n');
  });
});

const SITE = 'https://www.example.es';

describe('rssFeed', () => {
  it('keeps single line breaks of the excerpt and the body, as the blog page shows them', async () => {
    const feed = await rssFeed(
      SITE,
      'en',
      [
        post({
          title_en: 'Notice periods',
          excerpt_en: 'First line\nsecond line & more',
          content_en: 'Deadline one\ndeadline two\n\nNext paragraph',
          date: '2026-11-20',
        }),
      ],
      enRoutes,
    );
    expect(feed).toContain('<description>First line&lt;br&gt;second line &amp;amp; more</description>');
    expect(feed).toMatch(/<content:encoded><!\[CDATA\[<p>Deadline one<br>\s*deadline two<\/p>\s*<p>Next paragraph<\/p>\s*\]\]><\/content:encoded>/);
  });

  it('keeps the body sanitised, and its CDATA section ends only where it should', async () => {
    // The serialised HTML escapes `>` in text and attributes alike, so `]]>` cannot end the section early.
    const feed = await rssFeed(SITE, 'es', [post({ content: 'Texto <script>alert(1)</script> <abbr title="a]]>b">UE</abbr>' })], esRoutes);
    expect(feed).not.toContain('<script>');
    expect(feed.match(/]]><\/content:encoded>/g)).toHaveLength(1);
  });
});

describe('sitemap', () => {
  it('offers only the languages switched on, in its addresses and its alternates', () => {
    const xml = sitemap(SITE, publicPages([post({})]), ['es', 'en']);
    expect(xml).toContain('<loc>https://www.example.es/en/blog/nuevo</loc>');
    expect(xml).toContain('hreflang="en"');
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'es' && code !== 'en')) {
      expect(xml).not.toContain(`hreflang="${language}"`);
      expect(xml).not.toContain(`/${language}/`);
    }
  });
});

describe('private pages', () => {
  const template =
    '<!doctype html>\n<html lang="es" dir="ltr">\n  <head>\n    <title>Abogados en Dénia | Bufete de abogados</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
  const routes = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      JSON.parse(readFileSync(new URL(`../../shared-i18n/public/locales/${language}/routes.json`, import.meta.url), 'utf8')),
    ]),
  ) as Parameters<typeof privatePages>[1];

  it('gives the client area a page of its own in every language: its title, its language, noindex', () => {
    const pages = new Map(privatePages(template, routes).map(({ file, html }) => [file, html]));
    for (const { path, language } of clientAreaPatterns()) {
      const html = pages.get(`${path.slice(1)}/index.html`)!;
      expect(html, path).toContain(`<html lang="${language}" dir="${LANGUAGES[language].dir}">`);
      expect(html, path).toContain(`<title>${routes[language].clientArea.title} | ${FIRM.name}</title>`);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, path).not.toContain('Abogados en Dénia | Bufete de abogados');
    }
    expect(pages.get('config-blogmr/index.html')).toContain(`<title>${routes.es.admin.title} | ${FIRM.name}</title>`);
  });

  it('answers every path under them with their page, and robots.txt lets crawlers read their noindex', () => {
    const lines = redirectsText(new Map()).trim().split('\n');
    for (const { path } of clientAreaPatterns()) {
      expect(lines).toContain(`${path} /${path.slice(1)}/index.html 200`);
      expect(lines).toContain(`${path}/* /${path.slice(1)}/index.html 200`);
    }
    expect(robots(SITE)).not.toContain('Disallow');
    expect(robots(SITE)).toContain('Sitemap: https://www.example.es/sitemap.xml');
  });
});
