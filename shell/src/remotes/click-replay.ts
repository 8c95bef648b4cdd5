// A generated page shows each remote's part before that remote's code has arrived (it hydrates in
// its own Suspense boundary, remote-module.tsx). Links there work without code; a click on
// anything else (a button, a checkbox) would find no handler yet. Such clicks are held and
// replayed on the same element once every remote part on the page has hydrated.
const GIVE_UP_MS = 30_000;

let hydrating = 0;
let queued: HTMLElement[] = [];
let listening = false;
/** From the start of hydration until every remote part that was generated is live. */
let active = false;
let shellLive = false;

function replay() {
  const targets = queued;
  queued = [];
  for (const target of targets) if (target.isConnected) target.click();
}

/**
 * Installs the capture listener; call before hydrating a generated page. `remoteParts`: how many
 * remote parts the generator rendered into it (counted there, as React may render a part more than
 * once before committing it here).
 */
export function holdClicksUntilRemotesHydrate(remoteParts: number) {
  if (listening) return;
  listening = true;
  active = true;
  hydrating = remoteParts;
  document.addEventListener(
    'click',
    (event) => {
      if (hydrating === 0 || !event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('[data-remote]') || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      queued.push(target as HTMLElement);
    },
    true,
  );
  // Never hold clicks forever (a remote that never arrives shows its error view, which counts).
  window.setTimeout(() => {
    hydrating = 0;
    active = false;
    replay();
  }, GIVE_UP_MS);
}

function settle() {
  if (hydrating > 0 || !shellLive) return;
  active = false;
  // Every generated part is the app's now (tests and tools can wait for this).
  document.getElementById('root')?.setAttribute('data-live', '');
  replay();
}

/** Read once, by a remote part's first render: true when that render hydrates generated markup.
 *  (Not reactive on purpose: a re-render above a part that is still dehydrated would make React
 *  throw its generated markup away and show the loading fallback.) */
export function partOfGeneratedPage(): boolean {
  return active;
}

/** That part is live (hydrated, re-rendered, or replaced by its error view). */
export function remotePartLive() {
  if (hydrating === 0) return;
  hydrating -= 1;
  settle();
}

/** The shell's own markup has hydrated (its parts above the remotes are live). */
export function shellHydrated() {
  shellLive = true;
  settle();
}
