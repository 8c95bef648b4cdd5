// A remote opened on its own port renders its pages inside this small harness (router, i18n,
// data providers and a bar of links), so QA can test a remote without the shell.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { browserHistory, HistoryRouter, Link, Outlet, useLocation, useRoutes, type RouteObject } from 'shared-ui/router';
import { initI18n, LANGUAGE_CODES, languageOfPath, pathFor, publicRoutePatterns, switchLanguagePath, useLanguageStore, type AppName } from 'shared-i18n';
// Through the package name, so the harness uses the same shared module instance as the pages.
import { appBaseUrl, createQueryClient, LoadingFallback, pageRoutes, useLanguageFromUrl, type PageComponents } from 'shared-ui';
import 'shared-ui/tokens.css';

// As in the shell: toasts raised by the pages (sharing a post...) need a Toaster on the page.
const Toaster = lazy(() => import('shared-ui/toaster').then((module) => ({ default: module.Toaster })));
import styles from './standalone-harness.module.css';

function HarnessLayout({ app, pages }: { app: AppName; pages: PageComponents }) {
  useLanguageFromUrl();
  const { pathname } = useLocation();
  const language = useLanguageStore((state) => state.language);
  const ownPaths = publicRoutePatterns().filter((route) => route.language === language && pages[route.ref.page] && !route.path.includes(':'));
  return (
    <>
      <nav className={styles.bar} aria-label={`${app} harness`}>
        <strong>{app}</strong>
        <ul className={styles.links}>
          {ownPaths.map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{route.path}</Link>
            </li>
          ))}
          {pages.adminLogin && (
            <li>
              <Link to="/admin-login">/admin-login</Link>
            </li>
          )}
          {pages.admin && (
            <li>
              <Link to="/config-blogmr">/config-blogmr</Link>
            </li>
          )}
          {pages.clientArea && (
            <li>
              <Link to={pathFor({ page: 'clientArea', subpath: '' }, language)}>{pathFor({ page: 'clientArea', subpath: '' }, language)}</Link>
            </li>
          )}
        </ul>
        <ul className={styles.links}>
          {LANGUAGE_CODES.map((code) => (
            <li key={code}>
              <Link to={switchLanguagePath(pathname, code) ?? '/'} lang={code}>
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

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone(app: AppName, pages: PageComponents) {
  const language = languageOfPath(window.location.pathname);
  useLanguageStore.getState().setLanguage(language);
  void initI18n({ language, baseUrl: appBaseUrl });
  const routes = [
    {
      element: <HarnessLayout app={app} pages={pages} />,
      children: [...pageRoutes(pages), { path: '*', element: <p>{app}: this path belongs to another app.</p> }],
    },
  ];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <HistoryRouter history={browserHistory()}>
          <HarnessRoutes routes={routes} />
        </HistoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
