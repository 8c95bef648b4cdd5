import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'shared-ui/router';
import { scrollToId, scrollToTop } from '@/lib/scroll';

/** Spec: smooth scroll to the top on a new path; to the hash target (or the top) on a new hash. */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      // On the first render the browser already placed the page (top, or where the visitor
      // scrolled a prerendered page before the app took over).
      if (!initial) scrollToTop();
      return;
    }
    return scrollToId(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);
}

/** True once the page has scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
