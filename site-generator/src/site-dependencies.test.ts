// Which generated pages show which public fact (site-dependencies.ts): exactly those are regenerated.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared-i18n/src/languages.ts';
import { pathFor } from '../../shared-i18n/src/routes.ts';
import { notFoundPagesShowing, pageHolds, pageReads, pageShows, type SiteFact } from './site-dependencies.ts';
import { publicPages, type Post } from './site-files.ts';

const pages = publicPages([{ id: 'p1', slug: 'herencias' } as Post]);
const showing = (fact: SiteFact) => pages.filter((page) => pageShows(page, fact)).map((page) => pathFor(page.ref, page.language));

describe('pageShows', () => {
  it('testimonials: the home and testimonials pages in every language', () => {
    const paths = showing({ subject: 'testimonials' });
    expect(paths).toHaveLength(2 * LANGUAGE_CODES.length);
    for (const language of LANGUAGE_CODES)
      expect(paths).toEqual(expect.arrayContaining([pathFor({ page: 'home' }, language), pathFor({ page: 'testimonials' }, language)]));
  });

  it('a shell text: every page of that language, and its 404', () => {
    const paths = showing({ subject: 'translations', language: 'de', namespace: 'navigation' });
    expect(paths).toEqual(pages.filter((page) => page.language === 'de').map((page) => pathFor(page.ref, 'de')));
    expect(notFoundPagesShowing({ subject: 'translations', language: 'de', namespace: 'navigation' })).toEqual(['de']);
  });

  it("a remote's text: the pages of that language holding that remote", () => {
    expect(showing({ subject: 'translations', language: 'en', namespace: 'blog' })).toEqual(['/en', '/en/blog', '/en/blog/herencias']);
    expect(notFoundPagesShowing({ subject: 'translations', language: 'en', namespace: 'blog' })).toEqual([]);
    const marketing = showing({ subject: 'translations', language: 'fr', namespace: 'contact' });
    expect(marketing).toContain('/fr');
    expect(marketing.some((path) => path.includes('/blog'))).toBe(false);
  });

  it('the admin’s texts: no page', () => {
    expect(showing({ subject: 'translations', language: 'es', namespace: 'admin' })).toEqual([]);
  });

  it('the languages: every page and every 404', () => {
    expect(showing({ subject: 'languages' })).toHaveLength(pages.length);
    expect(notFoundPagesShowing({ subject: 'languages' })).toBe('all');
  });
});

describe('pageHolds (what a release of a remote renders again)', () => {
  const holding = (remote: string) => pages.filter((page) => pageHolds(page, remote)).map((page) => pathFor(page.ref, page.language));

  it('mf_blog: the home page, the blog and every post, in every language; nothing of mf_marketing alone', () => {
    const paths = holding('mf_blog');
    expect(paths).toHaveLength(3 * LANGUAGE_CODES.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/blog/herencias', '/zh', '/zh/blog']));
    expect(paths).not.toContain('/contacto');
  });

  it('mf_marketing: every page but the blog and its posts', () => {
    const paths = holding('mf_marketing');
    expect(paths).toHaveLength(pages.length - 2 * LANGUAGE_CODES.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/contacto', '/ar/contact']));
    expect(paths.some((path) => path.includes('/blog'))).toBe(false);
  });

  it('mf_admin: no public page', () => {
    expect(holding('mf_admin')).toEqual([]);
  });
});

describe("pageReads (from the remotes' manifests)", () => {
  it('the posts: the lists (home and blog) and each post, in every language', () => {
    const lists = pages.filter((page) => !page.post && pageReads(page, 'posts')).map((page) => pathFor(page.ref, page.language));
    expect(lists).toHaveLength(2 * LANGUAGE_CODES.length);
    expect(lists).toEqual(expect.arrayContaining(['/', '/blog', '/zh', '/zh/blog']));
    expect(pages.filter((page) => page.post).every((page) => pageReads(page, 'posts'))).toBe(true);
  });
});
