// What each generated page shows besides posts, so that a change regenerates exactly the pages that
// show it (the site-update queue names the change: supabase/migrations/*_site_update_subjects.sql).
// Posts have their own path (site-generator.ts selectPages: the post's pages, and the lists, the pages
// that read the posts).
//
//   testimonials        → the pages holding a module whose server render reads them (`reads` in the
//                         remotes' manifests, src/remote.ts): the home and testimonials pages, × 7
//   a text (lang, ns)   → the pages of that language that use the namespace: the shell's namespaces
//                         (header, footer, cookie banner, page titles) are on every page and the 404;
//                         a remote's on the pages that hold that remote
//   languages           → every page (switcher), the sitemap and the feeds
//   a remote's code     → the pages that hold that remote (a release of mf-blog or mf-marketing:
//                         release/src/cloudflare-target.ts renders only those)
// A page holds the module its owner's manifest names for it and those the shell slots into it
// (shell/src/app/page-slots.ts): the home page, mf-marketing's, holds mf-blog's latest posts.
import { pageModules, type RemoteManifest, type SiteData } from '../../config/mf/remote-manifest.ts';
import { isLanguage, type Language } from '../../shared-i18n/src/languages.ts';
import { NAMESPACE_OWNERS } from '../../shared-i18n/src/namespaces.ts';
import type { PageId } from '../../shared-i18n/src/routes.ts';
import { remoteManifests } from '../../shell/remote-manifests.ts';
import { PAGE_SLOTS } from '../../shell/src/app/page-slots.ts';
import type { PublicPage } from './site-files.ts';

export interface SiteFact {
  subject: 'testimonials' | 'translations' | 'languages';
  language?: string | null;
  namespace?: string | null;
}

// Read as the contract's type: a module named by a string.
const MANIFESTS: Readonly<Record<keyof typeof remoteManifests, RemoteManifest>> = remoteManifests;
const PAGE_MODULES = pageModules(MANIFESTS);

/** The remote modules `page` holds: its own, then those slotted into it. */
function modulesOf(page: PageId): Array<{ remote: keyof typeof MANIFESTS; module: `./${string}` }> {
  const own = PAGE_MODULES[page];
  const slotted = Object.values(PAGE_SLOTS[page as keyof typeof PAGE_SLOTS] ?? {});
  return own ? [own, ...slotted] : slotted;
}

/** The remotes whose modules a page holds ('home': mf_marketing, mf_blog). */
export function remotesOf(page: PageId): string[] {
  return [...new Set(modulesOf(page).map((held) => held.remote))];
}

/** Does `page` hold a module of `remote` ('mf_blog')? */
export function pageHolds(page: PublicPage, remote: string): boolean {
  return remotesOf(page.ref.page).includes(remote);
}

/** Does a module on `page` read `data` when rendered (the home page and the blog list read the posts)? */
export function pageReads(page: PublicPage, data: SiteData): boolean {
  return modulesOf(page.ref.page).some(({ remote, module }) => MANIFESTS[remote].exposes[module]?.reads.includes(data));
}

/** Does `page` show `fact`? */
export function pageShows(page: PublicPage, fact: SiteFact): boolean {
  if (fact.subject === 'languages') return true;
  if (fact.subject === 'testimonials') return pageReads(page, 'testimonials');
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
