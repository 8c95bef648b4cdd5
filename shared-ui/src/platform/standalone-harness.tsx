// A remote's own page (its dist/index.html) renders its pages inside this small harness (router,
// i18n, data providers and a bar naming the app and version, with links to its pages), so QA can
// test a remote without the shell: every released version at /_apps/<app>/<version>/ on the site
// (the Worker gives that page <base href="/_apps/<app>/<version>/">, edge/src/worker.ts), and the
// dev server of `npm run dev -w <app>` at its own port's root (<base href="/">).
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { AppName } from 'shared-core';
import { browserHistory, HistoryRouter, Link, Outlet, useLocation, useRoutes, type RouteObject } from 'shared-ui/router';
import { initI18n, LANGUAGE_CODES, LANGUAGES, languageOfPath, pathFor, publicRoutePatterns, switchLanguagePath, useLanguageStore } from 'shared-i18n';
// Through the package name, so the harness uses the same shared module instance as the pages.
import { createQueryClient, LoadingFallback, pageRoutes, useLanguageFromUrl, type PageComponents } from 'shared-ui';
import 'shared-ui/tokens.css';

// As in the shell: toasts raised by the pages (sharing a post...) need a Toaster on the page.
const Toaster = lazy(() => import('shared-ui/toaster').then((module) => ({ default: module.Toaster })));
import styles from './standalone-harness.module.css';

/** Where this harness is: the folder its page's <base> names, and the version it names (null: a dev server). */
export interface HarnessPlace {
  /** The router's basename: '/' on a dev server, '/_apps/<app>/<version>' on the site. */
  basename: string;
  /** The folder of the version's files ('' or '/_apps/<app>/<version>'), for its translations. */
  filesUrl: string;
  /** The app's folder name from the path (mf-blog), when served from a release. */
  folder: string | null;
  version: string | null;
}

/** The harness's place from its page's base URL (document.baseURI). */
export function harnessPlace(baseUri: string): HarnessPlace {
  const pathname = new URL(baseUri).pathname.replace(/\/+$/, '');
  const match = /^\/_apps\/([^/]+)\/([^/]+)$/.exec(pathname);
  return { basename: pathname || '/', filesUrl: pathname, folder: match?.[1] ?? null, version: match?.[2] ?? null };
}

/** `pathname` without the router's basename (what the routes see). */
export function routePath(pathname: string, basename: string): string {
  if (basename === '/' || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

function HarnessLayout({ app, pages, place }: { app: AppName; pages: PageComponents; place: HarnessPlace }) {
  useLanguageFromUrl();
  const { t } = useTranslation('harness');
  const { pathname } = useLocation();
  const language = useLanguageStore((state) => state.language);
  const ownPaths = publicRoutePatterns()
    .filter((route) => route.language === language && pages[route.ref.page] && !route.path.includes(':'))
    .map((route) => route.path);
  if (pages.adminLogin) ownPaths.push('/admin-login');
  if (pages.admin) ownPaths.push('/config-blogmr');
  if (pages.clientArea) ownPaths.push(pathFor({ page: 'clientArea', subpath: '' }, language));
  const name = place.folder ?? app.replace(/_/g, '-');
  return (
    <>
      <nav className={styles.bar} aria-label={t('label', { app: name })} data-harness-app={name} data-harness-version={place.version ?? 'dev'}>
        <p className={styles.identity}>
          <strong>
            <bdi>{name}</bdi>
          </strong>{' '}
          <bdi>{place.version ? t('version', { version: place.version }) : t('development')}</bdi>
        </p>
        <ul className={styles.links} aria-label={t('pages')}>
          {ownPaths.map((path) => (
            <li key={path}>
              <Link to={path} dir="ltr">
                {path}
              </Link>
            </li>
          ))}
        </ul>
        <ul className={styles.links} aria-label={t('languages')}>
          {LANGUAGE_CODES.map((code) => (
            <li key={code}>
              <Link to={switchLanguagePath(pathname, code) ?? `/${code}`} lang={code} dir={LANGUAGES[code].dir} hrefLang={code}>
                {code}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

function OtherApp() {
  const { t } = useTranslation('harness');
  return <p>{t('otherApp')}</p>;
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone(app: AppName, pages: PageComponents) {
  const place = harnessPlace(document.baseURI);
  const language = languageOfPath(routePath(window.location.pathname, place.basename));
  useLanguageStore.getState().setLanguage(language);
  // Every text this version needs ships with it (the shell's namespaces too: config/rsbuild-app.ts
  // copies shared-i18n/public into each remote): its own locales/, never the live version's.
  void initI18n({ language, baseUrl: () => place.filesUrl });
  const routes = [
    {
      element: <HarnessLayout app={app} pages={pages} place={place} />,
      children: [...pageRoutes(pages), { path: '*', element: <OtherApp /> }],
    },
  ];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <HistoryRouter history={browserHistory()} basename={place.basename}>
          <Suspense fallback={<LoadingFallback />}>
            <HarnessRoutes routes={routes} />
          </Suspense>
        </HistoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
