// What each generated page shows besides posts, so that a change regenerates exactly the pages that
// show it (the site-update queue names the change: supabase/migrations/*_site_update_subjects.sql).
// Posts have their own path (site-generator.ts selectPages: the post's pages, home and blog lists).
//
//   testimonials        → the home page (its testimonials section) and the testimonials page, × 7
//   a text (lang, ns)   → the pages of that language that use the namespace: the shell's namespaces
//                         (header, footer, cookie banner, page titles) are on every page and the 404;
//                         a remote's on the pages that hold that remote (shell/src/app/pages.tsx)
//   languages           → every page (switcher), the sitemap and the feeds
//   a remote's code     → the pages that hold that remote (a release of mf-blog or mf-marketing:
//                         release/src/cloudflare-target.ts renders only those)
import { isLanguage, type Language } from '../../shared-i18n/src/languages.ts';
import { NAMESPACE_OWNERS } from '../../shared-i18n/src/namespaces.ts';
import type { PageRef } from '../../shared-i18n/src/routes.ts';
import type { PublicPage } from './site-files.ts';

export interface SiteFact {
  subject: 'testimonials' | 'translations' | 'languages';
  language?: string | null;
  namespace?: string | null;
}

/** The remotes whose modules a page holds (shell/src/app/pages.tsx: the home page composes both). */
export function remotesOf(page: PageRef['page']): string[] {
  if (page === 'home') return ['mf_marketing', 'mf_blog'];
  if (page === 'blog' || page === 'blogPost') return ['mf_blog'];
  if (page === 'admin' || page === 'adminLogin') return ['mf_admin'];
  return ['mf_marketing'];
}

/** Does `page` hold a module of `remote` ('mf_blog')? */
export function pageHolds(page: PublicPage, remote: string): boolean {
  return remotesOf(page.ref.page).includes(remote);
}

const TESTIMONIAL_PAGES: ReadonlyArray<PageRef['page']> = ['home', 'testimonials'];

/** Does `page` show `fact`? */
export function pageShows(page: PublicPage, fact: SiteFact): boolean {
  if (fact.subject === 'languages') return true;
  if (fact.subject === 'testimonials') return TESTIMONIAL_PAGES.includes(page.ref.page);
  if (page.language !== fact.language || !fact.namespace) return false;
  const owner = NAMESPACE_OWNERS[fact.namespace as keyof typeof NAMESPACE_OWNERS];
  return owner === 'shell' || (!!owner && pageHolds(page, owner));
}

/** The languages whose not-found page shows `fact` (a shell text, or the languages). */
export function notFoundPagesShowing(fact: SiteFact): Language[] | 'all' {
  if (fact.subject === 'languages') return 'all';
  if (fact.subject !== 'translations' || !isLanguage(fact.language)) return [];
  return NAMESPACE_OWNERS[fact.namespace as keyof typeof NAMESPACE_OWNERS] === 'shell' ? [fact.language] : [];
}
