// The head of every page, from the route table and the `routes` namespace: title, description,
// canonical, hreflang alternates for the languages switched on plus x-default, Open Graph / Twitter tags
// and the firm's JSON-LD where it belongs. Admin pages get the control-panel title, a neutral
// description and noindex. A page that knows more (a blog post) completes it after this runs.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'shared-ui/router';
import { activeLanguageCodes, activeLanguagesQueryOptions, languageOfPath, matchPath, pathFor, type PageRef } from 'shared-i18n';
import { runtimeConfig } from 'shared-core';
import { FIRM } from 'shared-ui';
import { OG_LOCALES, setAlternates, setFeed, setJsonLd, setPageHead, useHead } from 'shared-ui/head';
import { isGeneratedNotFound } from '@/lib/generated-not-found';
import { legalServiceJsonLd, serviceJsonLd } from '../lib/structured-data';

export function pageMetaKey(ref: PageRef | undefined): string {
  if (!ref) return 'notFound';
  if (ref.page === 'service') return `service.${ref.service}`;
  if (ref.page === 'adminLogin') return 'admin';
  return ref.page;
}

export function usePageMeta() {
  const { t } = useTranslation('routes');
  const { pathname } = useLocation();
  const match = isGeneratedNotFound(pathname) ? null : matchPath(pathname);
  const key = pageMetaKey(match?.ref);
  const language = match?.language ?? languageOfPath(pathname);
  // A language the firm switched off is no alternate (crawlers would index pages it no longer offers).
  const alternates = activeLanguageCodes(useQuery(activeLanguagesQueryOptions()).data);

  // A layout effect: it runs before every passive effect of the same commit, so a page that sets more
  // of the head itself (a blog post, in its useEffect) always comes after it, also when the language
  // and the post's data arrive in one commit (a prerendered French post once kept the generic head).
  useHead(
    () => {
      const siteUrl = runtimeConfig().siteUrl;
      const ref = match?.ref;
      const isPublic = !!ref && ref.page !== 'admin' && ref.page !== 'adminLogin' && ref.page !== 'clientArea';
      const title = `${t(`${key}.title`)} | ${FIRM.name}`;
      const description = t(`${key}.description`);
      setPageHead({
        title,
        description,
        url: `${siteUrl}${pathname}`,
        locale: OG_LOCALES[language],
        robots: isPublic ? 'index, follow' : 'noindex, nofollow',
      });
      setAlternates(
        isPublic
          ? [
              ...alternates.map((code) => ({ hreflang: code, href: `${siteUrl}${pathFor(ref, code)}` })),
              { hreflang: 'x-default', href: `${siteUrl}${pathFor(ref, 'es')}` },
            ]
          : [],
      );
      const blogPage = ref?.page === 'blog' || ref?.page === 'blogPost';
      setFeed(blogPage ? { href: `${siteUrl}${pathFor({ page: 'blog' }, language)}/rss.xml`, title: t('blog.title') } : null);
      const firmPage = ref?.page === 'home' || ref?.page === 'contact';
      setJsonLd('firm', firmPage ? legalServiceJsonLd(siteUrl, language) : null);
      setJsonLd('service', ref?.page === 'service' ? serviceJsonLd(siteUrl, `${siteUrl}${pathname}`, t(`${key}.title`), description, language) : null);
      // Only on navigation: `t` changes identity whenever texts are added (admin overrides), and a
      // re-run would overwrite the head a page set for itself (a blog post).
    },
    [pathname, key, language, alternates.join()],
    { layout: true },
  );
}
