// A prerendered page is already complete when it arrives. The app renders into a hidden twin and
// replaces the static markup only once the page's remote content has rendered, so the visitor
// never sees the loading fallback or a jump.
const READY_TIMEOUT_MS = 10_000;

function isReady(root: HTMLElement): boolean {
  return (
    !!root.querySelector('header') &&
    !!root.querySelector('footer') &&
    !!root.querySelector('[data-remote][data-page], [data-page="notFound"]') &&
    !root.querySelector('[data-loading-fallback]') &&
    // A part still loading (a post's text, its lazy Markdown renderer) would grow after the swap
    // and push the rest down: remotes mark such parts aria-busy.
    !root.querySelector('[aria-busy="true"]')
  );
}

let markTakenOver: () => void = () => undefined;
/** Resolves once the app's own markup is the visible page (at once when the page was not prerendered). */
export const takenOver = new Promise<void>((resolve) => {
  markTakenOver = resolve;
});

/** Returns the element the app should render into. */
export function takeOver(staticRoot: HTMLElement): HTMLElement {
  if (!staticRoot.hasAttribute('data-prerendered')) {
    markTakenOver();
    return staticRoot;
  }
  const live = document.createElement('div');
  live.hidden = true;
  staticRoot.after(live);
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    window.clearTimeout(timer);
    staticRoot.remove();
    live.id = 'root';
    live.hidden = false;
    document.querySelector('style[data-prerender]')?.remove();
    markTakenOver();
  };
  const observer = new MutationObserver(() => {
    if (isReady(live)) requestAnimationFrame(swap);
  });
  observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = window.setTimeout(swap, READY_TIMEOUT_MS);
  return live;
}
