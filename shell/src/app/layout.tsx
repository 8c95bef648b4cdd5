import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'shared-ui/router';
import { languageDirection, useLanguageStore } from 'shared-i18n';
import { LoadingFallback, useLanguageFromUrl } from 'shared-ui';
import { ConsentBanner } from '@/features/consent/components/consent-banner';
import { ChatButton } from '@/features/contact/components/chat-button';
import { useScrollOnNavigation } from '@/features/navigation/hooks/use-scroll-behaviour';
import { usePageMeta } from '@/features/page-meta/hooks/use-page-meta';
import { PreviewBanner } from '@/features/preview/components/preview-banner';
import { NotFoundPage } from '@/components/not-found-page';
import { isGeneratedNotFound } from '@/lib/generated-not-found';
import { useHydrating } from '@/lib/use-hydrating';
import { shellHydrated } from '@/remotes/click-replay';
import { deferredPart } from './deferred-chrome';
import styles from './layout.module.css';

// Toasts are raised by remotes too (sharing a post...), through the same shared module; it stays
// small until the first toast, which loads sonner (shared-ui/toaster).
const Toaster = lazy(() => import('shared-ui/toaster').then((module) => ({ default: module.Toaster })));

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className={styles.skip} href="#main">
      {t('skipToContent')}
    </a>
  );
}

function PageMeta() {
  usePageMeta();
  return null;
}

/**
 * Marks #root once the shell is live: a generated page's static parts hand over to the app (the
 * cookie banner's CSS and boot script, shell/src/features/consent). A leaf of its own, so that its
 * re-render after hydration re-renders nothing above the remotes' parts still hydrating. It marks
 * after that re-render, where what waited for the browser (the banner for a stored choice) is gone.
 */
function HydratedMark() {
  const hydrating = useHydrating();
  useEffect(() => {
    if (hydrating) return;
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    shellHydrated();
  }, [hydrating]);
  return null;
}

// Header and footer hydrate on the first interaction (deferred-chrome.tsx).
const Header = deferredPart(() => import('@/features/navigation/components/header').then((module) => module.Header), <div className={styles.headerSpace} />);
const Footer = deferredPart(() => import('@/features/footer/components/footer').then((module) => module.Footer), null);

/**
 * Toasts only ever come from the browser: not rendered at build time, so hydrating loads no sonner.
 * Its own boundary: the module arrives after hydration, and a suspended update in the footer's
 * boundary would hide what that boundary shows (React sets display: none on the footer and the cookie
 * banner until the code is there — the banner blinked for ~100 ms on every generated page).
 */
function ClientToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  if (useHydrating()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster dir={dir} />
    </Suspense>
  );
}

export function Layout() {
  useLanguageFromUrl();
  useScrollOnNavigation();
  const language = useLanguageStore((state) => state.language);
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <Suspense fallback={<div className={styles.headerSpace} />}>
        <SkipLink />
        <Header />
        <PageMeta />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingFallback />}>{isGeneratedNotFound(pathname) ? <NotFoundPage /> : <Outlet />}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
        <ChatButton />
        <ConsentBanner />
        <ClientToaster dir={languageDirection(language)} />
        <HydratedMark />
      </Suspense>
      <PreviewBanner />
    </div>
  );
}
