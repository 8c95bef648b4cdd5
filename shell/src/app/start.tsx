// Start-up of the shell: language from the URL, i18n, deferred admin overrides, then the app —
// hydrating a page generated at build time (site-generator/cli.ts), or rendering one that was not
// (the admin area). Shared by the real (federated) entry and the perf measurement build.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import {
  i18n,
  initI18n,
  languageOfPath,
  readStoredLanguage,
  SELECTED_LANGUAGE_KEY,
  syncTranslationOverrides,
  unprefixedRedirect,
  useLanguageStore,
} from 'shared-i18n';
import { appBaseUrl } from 'shared-core';
import { createQueryClient, type PageComponents } from 'shared-ui';
import 'shared-ui/tokens.css';
import { REMOTE_LOAD_ERROR_EVENT } from '@/mf/error-load-remote-plugin';
import { markGeneratedNotFound } from '@/lib/generated-not-found';
import { holdClicksUntilHydrated } from '@/remotes/click-replay';
import { App } from './app';
import { deferChrome } from './deferred-chrome';
import { readPageData } from './page-data';
import { startTelemetry } from '@/features/telemetry/lib/telemetry';

/**
 * A part of the page whose live code no longer renders what the generated HTML holds (a remote
 * released after the pages were generated): React re-renders only that Suspense boundary on the
 * client. Reported where remote load errors go.
 */
function reportHydrationMismatch(error: unknown, info: ErrorInfo) {
  console.error('[shell] the generated page and the live code differ; re-rendered that part', error, info.componentStack);
  const message = error instanceof Error ? error.message : undefined;
  window.dispatchEvent(new CustomEvent(REMOTE_LOAD_ERROR_EVENT, { detail: { id: 'page', lifecycle: 'hydrate', message } }));
}

/**
 * Ends the current task. Evaluating the start-up modules (React DOM, i18next, the router, the app),
 * preparing the page (its embedded data, i18n, the query cache) and starting hydration each get a
 * task of their own, so the main thread is never held for their sum (issue #29: nothing over 50 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startShell(pages: PageComponents) {
  await nextTask();
  // A visitor who chose another language in the switcher gets that language's twin of an
  // unprefixed (Spanish) page; the browser language alone never redirects.
  const redirect = unprefixedRedirect(window.location.pathname, readStoredLanguage(SELECTED_LANGUAGE_KEY));
  if (redirect) window.history.replaceState(null, '', `${redirect}${window.location.search}${window.location.hash}`);

  // The generated page's data, unless the visitor was just sent to another language's page.
  const pageData = redirect ? null : readPageData();

  // The URL decides the language of the page, before the first render.
  const language = languageOfPath(window.location.pathname);
  useLanguageStore.getState().setLanguage(language);
  const i18nReady = initI18n({ language, baseUrl: appBaseUrl, resources: pageData?.resources });

  // Deferred start-up (spec: on idle, or after 1 ms): texts edited in the admin reach the site
  // without a redeploy; the files alone keep the site working if the backend is unreachable.
  const whenIdle = (task: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : setTimeout(task, 1));
  // Errors are kept from here; web-vitals and the reporter load at idle, with analytics consent only.
  startTelemetry({ whenIdle });
  void i18nReady.then(() =>
    whenIdle(() => {
      void import('shared-core/public-db').then(({ getPublicDb }) => syncTranslationOverrides(i18n, getPublicDb()));
    }),
  );

  if (pageData?.notFound) markGeneratedNotFound(window.location.pathname);
  const queryClient = createQueryClient();
  if (pageData) hydrate(queryClient, pageData.state as DehydratedState);
  const app = (
    <StrictMode>
      <App pages={pages} queryClient={queryClient} />
    </StrictMode>
  );
  await nextTask();
  const root = document.getElementById('root')!;
  if (pageData && root.hasAttribute('data-prerendered')) {
    // The shell hydrates at once; each remote's part stays as generated (visible, links working)
    // until its code arrives, then hydrates in its own Suspense boundary (remotes/remote-module.tsx);
    // the header and footer the same way after the first interaction (deferred-chrome.tsx).
    // Stale-while-revalidate: the generated data is shown at once; once every part is live, each
    // query is read again in the background (a post hidden since the page was generated leaves the
    // list). Not before: new data reaching a part still hydrating would throw its markup away.
    // Queries of parts not mounted yet (the header's) refetch when they mount.
    const revalidate = () => void queryClient.invalidateQueries();
    holdClicksUntilHydrated({ remoteParts: pageData.remoteParts ?? 0, chromeParts: deferChrome(), onLive: revalidate });
    // As a transition, React hydrates in slices and yields to the browser every few milliseconds
    // instead of one long task: the page is already painted and complete, nothing waits for it.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
