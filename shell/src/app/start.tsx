// Start-up of the shell: language from the URL, i18n, deferred admin overrides, then the app.
// Shared by the real (federated) entry and the perf measurement build.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
import { appBaseUrl, followLanguageFonts, type PageComponents } from 'shared-ui';
import 'shared-ui/tokens.css';
import { takeOver } from '../takeover';
import { App } from './app';

export function startShell(pages: PageComponents) {
  // A visitor who chose another language in the switcher gets that language's twin of an
  // unprefixed (Spanish) page; the browser language alone never redirects (DESIGN: Languages).
  const redirect = unprefixedRedirect(window.location.pathname, readStoredLanguage(SELECTED_LANGUAGE_KEY));
  if (redirect) window.history.replaceState(null, '', `${redirect}${window.location.search}${window.location.hash}`);

  // The URL decides the language of the page, before the first render.
  const language = languageOfPath(window.location.pathname);
  useLanguageStore.getState().setLanguage(language);
  followLanguageFonts();
  const i18nReady = initI18n({ language, baseUrl: appBaseUrl });

  // Deferred start-up (spec: on idle, or after 1 ms): texts edited in the admin reach the site
  // without a redeploy; the files alone keep the site working if the backend is unreachable.
  const whenIdle = (task: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : setTimeout(task, 1);
  void i18nReady.then(() =>
    whenIdle(() => {
      void import('shared-ui/public-db').then(({ getPublicDb }) => syncTranslationOverrides(i18n, getPublicDb()));
    }),
  );

  const staticRoot = document.getElementById('root')!;
  const target = takeOver(staticRoot);
  const root = createRoot(target);
  const app = (
    <StrictMode>
      <App pages={pages} />
    </StrictMode>
  );
  if (target === staticRoot) {
    root.render(app);
  } else {
    // Behind a prerendered page the first render is invisible work: as a transition, React yields
    // to the browser every few milliseconds instead of blocking it (no long task, so taps and
    // scrolling stay responsive while the app takes over).
    startTransition(() => root.render(app));
  }
}
