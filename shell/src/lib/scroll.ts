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
 * auto; mf-marketing's sections.module.css): until then they take a placeholder's height, so a
 * position measured below them would be wrong. They are laid out for the measurement, and keep that
 * size once skipped again (contain-intrinsic-size: auto remembers it).
 */
function layOutSkippedSections(): () => void {
  const skipped = [...document.querySelectorAll<HTMLElement>('main section')].filter((section) => getComputedStyle(section).contentVisibility === 'auto');
  for (const section of skipped) section.style.contentVisibility = 'visible';
  return () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        for (const section of skipped) section.style.contentVisibility = '';
      }),
    );
}

export function scrollToElement(element: Element, offset = ANCHOR_OFFSET_PX) {
  const restore = layOutSkippedSections();
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: scrollBehavior() });
  restore();
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
