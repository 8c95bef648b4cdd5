import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingFallback, useLanguageFromUrl } from 'shared-ui';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';

function useScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, hash]);
}

export function Layout() {
  useLanguageFromUrl();
  useScrollToTopOnPathChange();
  return (
    <div className={styles.layout}>
      <Suspense fallback={<div className={styles.headerSpace} />}>
        <Header />
      </Suspense>
      <main id="main" className={styles.main}>
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
