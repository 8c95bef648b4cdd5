// A generated page shows parts whose code has not run yet: each remote's part until that remote's
// code has arrived (it hydrates in its own Suspense boundary, remote-module.tsx), and the header
// and footer until the visitor first interacts (app/deferred-chrome.tsx). Links there work without
// code; a click on anything else (a button, a checkbox) would find no handler yet. Such clicks are
// held and replayed on the same element once the parts of that kind have hydrated.
const GIVE_UP_MS = 30_000;

/** Parts of one kind, found in the page by `selector`, that are not all live yet. */
interface Parts {
  selector: string;
  pending: number;
  queued: HTMLElement[];
}

const remotes: Parts = { selector: '[data-remote]', pending: 0, queued: [] };
const chrome: Parts = { selector: '[data-chrome]', pending: 0, queued: [] };
let listening = false;
/** From the start of hydration until every remote part that was generated is live. */
let active = false;
let shellLive = false;

function replay(parts: Parts) {
  const targets = parts.queued;
  parts.queued = [];
  for (const target of targets) if (target.isConnected) target.click();
}

/**
 * Installs the capture listener; call before hydrating a generated page. `remoteParts`: how many
 * remote parts the generator rendered into it (counted there, as React may render a part more than
 * once before committing it here); `chromeParts`: how many parts marked `data-chrome` hydrate
 * later (app/deferred-chrome.tsx).
 */
export function holdClicksUntilHydrated({ remoteParts, chromeParts }: { remoteParts: number; chromeParts: number }) {
  if (listening) return;
  listening = true;
  active = true;
  remotes.pending = remoteParts;
  chrome.pending = chromeParts;
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href]')) return;
      const parts = [remotes, chrome].find(({ pending, selector }) => pending > 0 && target.closest(selector));
      if (!parts) return;
      event.preventDefault();
      event.stopPropagation();
      parts.queued.push(target as HTMLElement);
    },
    true,
  );
  // Never hold clicks on remote parts forever (a remote that never arrives shows its error view,
  // which counts). The chrome's code is asked for by the click itself.
  window.setTimeout(() => {
    remotes.pending = 0;
    active = false;
    replay(remotes);
  }, GIVE_UP_MS);
}

function settle() {
  if (remotes.pending > 0 || !shellLive) return;
  active = false;
  // Every generated part is the app's now (tests and tools can wait for this).
  document.getElementById('root')?.setAttribute('data-live', '');
  replay(remotes);
}

/** Read once, by a remote part's first render: true when that render hydrates generated markup.
 *  (Not reactive on purpose: a re-render above a part that is still dehydrated would make React
 *  throw its generated markup away and show the loading fallback.) */
export function partOfGeneratedPage(): boolean {
  return active;
}

/** That part is live (hydrated, re-rendered, or replaced by its error view). */
export function remotePartLive() {
  if (remotes.pending === 0) return;
  remotes.pending -= 1;
  settle();
}

/** A part of the chrome (header, footer) has hydrated; once all have, their held clicks replay. */
export function chromePartLive() {
  if (chrome.pending === 0) return;
  chrome.pending -= 1;
  if (chrome.pending > 0) return;
  document.getElementById('root')?.setAttribute('data-chrome-live', '');
  replay(chrome);
}

/** The shell's own markup has hydrated (its parts above the remotes are live). */
export function shellHydrated() {
  shellLive = true;
  settle();
}
