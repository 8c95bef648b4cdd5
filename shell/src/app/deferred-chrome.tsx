// The header and the footer of a generated page are complete HTML that needs no code until the
// visitor does something: their code (with the Radix primitives of the menus, the language popover
// and the dialogs, ~35 kB gzip) is fetched, and they hydrate, on the first interaction anywhere on
// the page — a pointer over it, a touch, a key, focus, a scroll. Until then each stays in its own
// dehydrated Suspense boundary as generated: links work as plain links, clicks on buttons are held
// and replayed (remotes/click-replay.ts). A page the browser renders alone loads them at once.
import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { chromePartLive } from '@/remotes/click-replay';
import { earlyHeld, INTERACTIONS, isPhantomMouse } from '@/remotes/early-hold-script';

/** The header and the footer (layout.tsx). */
const PARTS = 2;

let wanted: Promise<void> = Promise.resolve();
let want = (_event?: Event) => undefined as void;
/** First interactions that are a press, and what ends one (its click comes with the release). */
const PRESSES: readonly string[] = ['pointerdown', 'touchstart', 'keydown'];
const RELEASES = ['click', 'pointercancel', 'keyup', 'touchcancel'];
/** The longest a press delays the code (a press held down); a mouse that only arrived waits less. */
const PRESS_WAIT_MS = 500;
const MOUSE_WAIT_MS = 150;
let partsLeft = 0;
/** The element the mouse last entered while the chrome's code was on its way. */
let pointer: PointerEvent | null = null;
const trackPointer = (event: PointerEvent) => (pointer = event);

/** Call before hydrating a generated page; returns how many parts wait (for click-replay.ts). */
export function deferChrome(): number {
  partsLeft = PARTS;
  // What the page's inline script saw before this code ran (remotes/early-hold-script.ts).
  const early = earlyHeld();
  pointer = early?.pointer ?? null;
  window.addEventListener('pointerover', trackPointer, { capture: true, passive: true });
  wanted = new Promise((resolve) => {
    want = (event?: Event) => {
      if (isPhantomMouse(event)) return;
      for (const type of INTERACTIONS) window.removeEventListener(type, want, true);
      // The chrome's controls answer a press without code (issue #47): the code is fetched and run
      // once that answer has painted, not in the frames it needs. A finger or a pen starts its tap
      // with pointerover; a mouse arriving may be on its way to a press, so it is given a moment.
      const mouse = event instanceof PointerEvent && event.type === 'pointerover' && event.pointerType === 'mouse';
      const press = PRESSES.includes(event?.type ?? '') || (event?.type === 'pointerover' && !mouse);
      if (!press && !mouse) return resolve();
      let done = false;
      const start = () => {
        if (done) return;
        done = true;
        for (const type of [...RELEASES, ...PRESSES]) window.removeEventListener(type, next, true);
        requestAnimationFrame(() => setTimeout(resolve));
      };
      let timer = setTimeout(start, press ? PRESS_WAIT_MS : MOUSE_WAIT_MS);
      const next = (step: Event) => {
        if (!PRESSES.includes(step.type)) return start();
        clearTimeout(timer);
        timer = setTimeout(start, PRESS_WAIT_MS);
      };
      for (const type of [...RELEASES, ...PRESSES]) window.addEventListener(type, next, { capture: true, passive: true });
    };
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true });
  });
  if (early?.interacted) want();
  return PARTS;
}

/**
 * A navigation reaches the header and footer (they follow the location): as a transition it would
 * wait for their code, so any navigation, even one no interaction started, wants it.
 */
export function wantChromeOnNavigation(history: { listen(listener: () => void): () => void }): () => void {
  const stop = history.listen(() => {
    stop();
    want();
  });
  return stop;
}

/**
 * A mouse resting on the header when its code has arrived gets what moving it there does (the
 * Services panel opens on hover): one pointermove where it rests.
 */
function replayRestingPointer() {
  window.removeEventListener('pointerover', trackPointer, true);
  const target = pointer?.target;
  if (pointer?.pointerType !== 'mouse' || !(target instanceof Element) || !target.closest('[data-chrome]') || !target.matches(':hover')) return;
  const { clientX, clientY, pointerId } = pointer;
  pointer = null;
  target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', clientX, clientY, pointerId }));
}

/** Mounts when its Suspense boundary commits: for a generated page, once that part has hydrated. */
function LiveMark() {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current || partsLeft === 0) return;
    counted.current = true;
    partsLeft -= 1;
    chromePartLive();
    if (partsLeft === 0) replayRestingPointer();
  }, []);
  return null;
}

/**
 * A part of the chrome whose code loads once wanted. Memoised and without props: a re-render of
 * the layout must not reach a part that is still dehydrated (React would have to hydrate it at
 * once, or throw its generated markup away and show `fallback`).
 */
export function deferredPart(load: () => Promise<ComponentType>, fallback: ReactNode) {
  const Part = lazy(() => wanted.then(load).then((component) => ({ default: component })));
  return memo(function DeferredPart() {
    return (
      <Suspense fallback={fallback}>
        <Part />
        <LiveMark />
      </Suspense>
    );
  });
}
