// The site's files besides the pages, from the published posts: sitemap.xml, robots.txt, an RSS
// feed per language and the redirects of earlier post addresses. Used by site-generator/cli.ts.
import { createClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../../shared-i18n/src/languages.ts';
import { ADMIN_BASE_PATH, ADMIN_LOGIN_PATH, clientAreaPatterns, pathFor, publicRoutePatterns, type PageRef } from '../../shared-i18n/src/routes.ts';
import { postSlug, translatedField } from '../../shared-i18n/src/translated-field.ts';
import { renderMarkdown, setSanitizerWindow } from '../../shared-ui/src/components/post-content/render-markdown.ts';
import type { Database, Tables } from '../../shared-core/src/database.types.ts';
import { FIRM } from '../../shared-ui/src/config/firm.ts';
import { privatePageHtml } from './page-html.ts';

export type Post = Tables<'blog_posts'>;
const publicClient = (url: string, anonKey: string) => createClient<Database>(url, anonKey, { auth: { persistSession: false } });

export async function publishedPosts(url: string, anonKey: string): Promise<Post[]> {
  const client = publicClient(url, anonKey);
  const { data, error } = await client.from('blog_posts').select('*').eq('hidden', false).order('date', { ascending: false });
  if (error) throw new Error(`could not read blog_posts: ${error.message}`);
  return data;
}

/**
 * The languages the firm has switched on (language_settings): the sitemap and the feeds offer only
 * these. A failed read fails the run (the previous files stay), never shrinks the site silently.
 */
export async function activeLanguages(url: string, anonKey: string): Promise<Language[]> {
  const { data, error } = await publicClient(url, anonKey).from('language_settings').select('language_code').eq('is_active', true);
  if (error) throw new Error(`could not read language_settings: ${error.message}`);
  const active = new Set(data.map((row) => row.language_code));
  const languages = LANGUAGE_CODES.filter((code) => active.has(code));
  return languages.length ? languages : ['es'];
}

/** The texts edited in the admin that generated pages show (not the admin's own). */
export async function translationOverrides(url: string, anonKey: string) {
  const { data, error } = await publicClient(url, anonKey).from('translations').select('language, namespace, key, value').neq('namespace', 'admin');
  if (error) throw new Error(`could not read translations: ${error.message}`);
  return data;
}

export interface PublicPage {
  ref: PageRef;
  language: Language;
  /** A post's page: its slug differs per language (postSlug). */
  post?: Post;
}

/** The page in another language: the same route, or the post at that language's slug. */
export const refIn = (page: PublicPage, language: Language): PageRef => (page.post ? { page: 'blogPost', slug: postSlug(page.post, language) } : page.ref);

export function publicPages(posts: Post[]): PublicPage[] {
  const pages: PublicPage[] = publicRoutePatterns()
    .filter(({ ref }) => ref.page !== 'blogPost')
    .map(({ ref, language }) => ({ ref, language }));
  for (const post of posts) {
    for (const language of LANGUAGE_CODES) pages.push({ ref: { page: 'blogPost', slug: postSlug(post, language) }, language, post });
  }
  return pages;
}

/**
 * Old post addresses → current ones, as a `_redirects` file (the format Netlify and Cloudflare Pages
 * read; scripts/lib/static-server.mjs and the edge Worker honour it too), answered with 301: slugs a
 * published post had before (blog_post_slug_redirects), and another language's slug of a post under
 * this language's blog (a link that swapped the language prefix). Only post pages that exist are
 * generated, so without these lines such links would answer 404.
 */
export async function redirectsFile(url: string, anonKey: string, posts: Post[]): Promise<string> {
  const { data, error } = await publicClient(url, anonKey).from('blog_post_slug_redirects').select('old_slug, post_id');
  if (error) throw error;
  return redirectsText(postMoves(data ?? [], posts));
}

/**
 * Every earlier slug moves under every language's prefix, not only the language it was recorded
 * for: a language without a slug of its own showed the post at the Spanish one (postSlug), so a
 * change of the shared slug moved the post in all those languages at once, and which languages
 * those were is not recorded. A line for a language that never had the address is harmless.
 */
export function postMoves(earlierSlugs: Array<{ old_slug: string; post_id: string }>, posts: Post[]): Map<string, string> {
  const byId = new Map(posts.map((post) => [String(post.id), post]));
  const rules = new Map<string, string>();
  const postPath = (slug: string, language: Language) => pathFor({ page: 'blogPost', slug }, language);
  const current = new Set(posts.flatMap((post) => LANGUAGE_CODES.map((language) => postPath(postSlug(post, language), language))));
  const add = (from: string, to: string) => {
    if (from !== to && !current.has(from) && !rules.has(from)) rules.set(from, to);
  };
  const slugsOf = new Map<Post, string[]>(posts.map((post) => [post, LANGUAGE_CODES.map((language) => postSlug(post, language))]));
  for (const { old_slug: oldSlug, post_id: postId } of earlierSlugs) {
    const post = byId.get(String(postId));
    if (post) slugsOf.get(post)!.push(oldSlug);
  }
  for (const [post, slugs] of slugsOf) {
    for (const language of LANGUAGE_CODES) {
      const target = postPath(postSlug(post, language), language);
      for (const slug of slugs) add(postPath(slug, language), target);
    }
  }
  return rules;
}

/**
 * The private pages, from the route table: the admin's and the client area's in every language,
 * which only the app renders. Each has a page of its own (the app's, with its title, language and
 * noindex: ./page-html.ts privatePageHtml), which answers for its path and, where `below`, every
 * path under it.
 */
export const PRIVATE_PAGES: Array<{ path: string; ref: PageRef; language: Language; below: boolean }> = [
  { path: ADMIN_LOGIN_PATH, ref: { page: 'adminLogin' }, language: 'es', below: false },
  { path: ADMIN_BASE_PATH, ref: { page: 'admin', subpath: '' }, language: 'es', below: true },
  ...clientAreaPatterns().map((route) => ({ ...route, below: true })),
];

const privatePageFile = (pagePath: string) => `${pagePath.slice(1)}/index.html`;

/** The private pages' files and HTML, from the app's page (app.html) and each language's `routes` texts. */
export function privatePages(template: string, routes: Record<Language, Record<string, { title: string }>>): Array<{ file: string; html: string }> {
  return PRIVATE_PAGES.map(({ path, ref, language }) => {
    // The titles the app gives these routes (shell/src/features/page-meta).
    const { title } = routes[language][ref.page === 'clientArea' ? 'clientArea' : 'admin'];
    const html = privatePageHtml(template, { language, dir: LANGUAGES[language].dir, title: `${title} | ${FIRM.name}` });
    return { file: privatePageFile(path), html };
  });
}

/**
 * The routes only the app renders, for a static host, the Worker and scripts/lib/static-server.mjs
 * alike: answered with their private page, status 200; both servers also send them with
 * `X-Robots-Tag: noindex`. Every public post has its generated pages while it is public (the
 * site-update job), so an unknown post address stays a real 404 there too.
 */
export const CLIENT_ROUTE_REWRITES = PRIVATE_PAGES.flatMap(({ path, below }) =>
  [path, ...(below ? [`${path}/*`] : [])].map((from) => `${from} /${privatePageFile(path)} 200`),
);

/** The `_redirects` text: the moves (sorted, 301), then the app's routes (first match wins). */
export function redirectsText(moves: Map<string, string>): string {
  const lines = [...moves].map(([from, to]) => `${from} ${to} 301`).sort();
  return `${[...lines, ...CLIENT_ROUTE_REWRITES].join('\n')}\n`;
}

/** @param siteUrl the origin the addresses are under (the deployment's, no trailing slash) */
export function sitemap(siteUrl: string, allPages: PublicPage[], languages: readonly Language[] = LANGUAGE_CODES): string {
  const pages = allPages.filter((page) => languages.includes(page.language));
  const alternates = (page: PublicPage) =>
    [
      ...languages.map((code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${siteUrl}${pathFor(refIn(page, code), code)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${pathFor(refIn(page, 'es'), 'es')}"/>`,
    ].join('\n');
  const urls = pages.map((page) => `  <url>\n    <loc>${siteUrl}${pathFor(page.ref, page.language)}</loc>\n${alternates(page)}\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

// No Disallow: the private pages say noindex (their header and their markup), which a crawler reads
// only where it may fetch them; a disallowed address that is linked can still be indexed.
export const robots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let sanitizerReady = false;
/** A post's body as the blog page shows it (its line breaks kept), for a feed reader. */
function contentHtml(markdown: string): string {
  if (!sanitizerReady) {
    setSanitizerWindow(new JSDOM('').window as never);
    sanitizerReady = true;
  }
  return renderMarkdown(markdown);
}

/** Feed readers read the description as HTML: the excerpt's text escaped, its line breaks kept. */
const descriptionHtml = (text: string) => escapeXml(escapeXml(text).replace(/\r?\n/g, '<br>'));

/** @param siteUrl as for sitemap() @param routes the language's `routes` texts (the blog's title and description) */
export async function rssFeed(siteUrl: string, language: Language, posts: Post[], routes: { blog: { title: string; description: string } }): Promise<string> {
  const blogUrl = `${siteUrl}${pathFor({ page: 'blog' }, language)}`;
  const items = posts.map((post) => {
    const link = `${siteUrl}${pathFor({ page: 'blogPost', slug: postSlug(post, language) }, language)}`;
    const date = post.date ? new Date(`${post.date}T12:00:00Z`).toUTCString() : '';
    return [
      '    <item>',
      `      <title>${escapeXml(translatedField(post, 'title', language))}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : '',
      `      <description>${descriptionHtml(translatedField(post, 'excerpt', language))}</description>`,
      `      <content:encoded><![CDATA[${contentHtml(translatedField(post, 'content', language))}]]></content:encoded>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(routes.blog.title)}</title>
    <link>${blogUrl}</link>
    <atom:link href="${blogUrl}/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(routes.blog.description)}</description>
    <language>${language}</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
