// Router glue shared by the shell and the remotes' standalone harnesses: both build their routes
// from the one route table and render pages with the same props.
import { useEffect, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'shared-ui/router';
import { languageOfPath, matchPath, routerPatterns, useLanguageStore, type PageId } from 'shared-i18n';
import type { RemotePageProps } from './page-props';

export type PageComponents = Partial<Record<PageId, ComponentType<RemotePageProps>>>;

/** Keeps the language store (and so i18next, <html lang dir>) in step with the URL. */
export function useLanguageFromUrl() {
  const { pathname } = useLocation();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const language = languageOfPath(pathname);
  useEffect(() => {
    setLanguage(language);
  }, [language, setLanguage]);
}

function RoutedPage({ component: Page }: { component: ComponentType<RemotePageProps> }) {
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  if (!match) return null;
  return <Page language={match.language} page={match.ref} />;
}

/** Route objects for every pattern whose page is in `pages`. */
export function pageRoutes(pages: PageComponents): RouteObject[] {
  return routerPatterns().flatMap(({ path, ref }) => {
    const component = pages[ref.page];
    return component ? [{ path, element: <RoutedPage component={component} /> }] : [];
  });
}
