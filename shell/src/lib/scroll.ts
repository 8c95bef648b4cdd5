// Smooth scrolling that respects reduced motion and waits for content that a remote renders
// after the route changed (an anchor may not exist yet when the hash changes).

/** Offset for anchors under the fixed header (the spec's 100 px for Nosotros). */
export const ANCHOR_OFFSET_PX = 100;

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Sections below the first screen skip their layout until they near the screen (content-visibility:
 * auto; mf-marketing's sections.module.css and pages.module.css, mf-blog's latest posts — sections,
 * and a service page's last block, a nav): until then they take a placeholder's height, so a
 * position measured below them would be wrong. They are laid out for the measurement, and keep that
 * size once skipped again (contain-intrinsic-size: auto remembers it).
 */
function layOutSkippedSections(): () => void {
  const skipped = [...document.querySelectorAll<HTMLElement>('main :is(section, nav)')].filter(
    (section) => getComputedStyle(section).contentVisibility === 'auto',
  );
  for (const section of skipped) section.style.contentVisibility = 'visible';
  return () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        for (const section of skipped) section.style.contentVisibility = '';
      }),
    );
}

const targetTop = (element: Element, offset: number) => element.getBoundingClientRect().top + window.scrollY - offset;

export function scrollToElement(element: Element, offset = ANCHOR_OFFSET_PX) {
  const restore = layOutSkippedSections();
  const top = targetTop(element, offset);
  restore();
  if (Math.abs(top - window.scrollY) <= 1) return;
  // What is above may still change size while the page scrolls (a web font, a part hydrating, a
  // section laid out as it passes): once the scroll ends, the anchor is put back where it belongs —
  // unless the visitor took over the scrolling meanwhile.
  const watch = new AbortController();
  const options = { signal: watch.signal, passive: true };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, () => watch.abort(), options);
  window.setTimeout(() => watch.abort(), 3000);
  window.addEventListener(
    'scrollend',
    () => {
      watch.abort();
      const again = layOutSkippedSections();
      const corrected = targetTop(element, offset);
      again();
      if (element.isConnected && Math.abs(corrected - window.scrollY) > 1) window.scrollTo({ top: corrected, behavior: 'instant' });
    },
    options,
  );
  window.scrollTo({ top, behavior: scrollBehavior() });
}

/** Scrolls to the element with this id as soon as it exists (gives up after `timeoutMs`). */
export function scrollToId(id: string, { offset = ANCHOR_OFFSET_PX, timeoutMs = 4000 } = {}): () => void {
  let cancelled = false;
  const deadline = performance.now() + timeoutMs;
  const attempt = () => {
    if (cancelled) return;
    const element = document.getElementById(id);
    if (element) scrollToElement(element, offset);
    else if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    cancelled = true;
  };
}
