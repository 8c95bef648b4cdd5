// The app starts after the generated page's first paint (site-generator/src/page-html.ts), so a visitor
// can act before click-replay.ts and app/deferred-chrome.tsx listen. This inline script, in the page's
// head, holds clicks on the parts whose code has not run (a remote's part, the header, the footer;
// never what works without code: NATIVE_CLICK) until the app takes them over, and notes that the visitor
// interacted and where the mouse went last, so the header's code is asked for at once and a menu
// under a resting mouse opens (a hover before the app started was otherwise lost).
import { SELECTED_LANGUAGE_KEY } from 'shared-i18n';

export const EARLY_HELD = '__heldBeforeApp';

/**
 * What a click on it does needs no code: a link, a check box or radio button, a label (of one), a
 * popover's button (`popovertarget`) or a disclosure's summary (issue #47: they answer the first tap
 * natively, the app adopts them as they are) — and, where the browser has invoker commands, a button
 * that opens or closes a dialog (`commandfor`; elsewhere the app's click handler does it, so such a
 * click is held like any other). Also the footer's cookie settings (`data-consent-action`): the head's
 * consent boot script answers it before the shell has hydrated, the shell's consent banner after.
 */
export const NATIVE_CLICK = 'a[href], label, input[type="checkbox"], input[type="radio"], [popovertarget], summary, [data-consent-action]';
const COMMAND_CLICK = '[commandfor]';
/**
 * In a remote's part, a native control whose click the part's code must also get (the blog's Preview
 * button opens the shared dialog natively; the list then loads that post): held without being
 * stopped, replayed once the part is live — unless it opened a dialog the visitor has closed since.
 */
export const REPLAY_CLICK = '[data-replay-click]';
/** The expression, in the page, of the selector of what works without code. */
const NATIVE_CLICK_JS = `(${JSON.stringify(NATIVE_CLICK)}+('command' in HTMLButtonElement.prototype?${JSON.stringify(`, ${COMMAND_CLICK}`)}:''))`;

/** NATIVE_CLICK in this browser. */
export function nativeClickSelector(): string {
  return 'command' in HTMLButtonElement.prototype ? `${NATIVE_CLICK}, ${COMMAND_CLICK}` : NATIVE_CLICK;
}

/** What the script leaves on `window[EARLY_HELD]`: the held elements, and what it saw. */
export type EarlyHeld = HTMLElement[] & { done?: boolean; interacted?: boolean; pointer?: PointerEvent };

/**
 * A mouse arriving on a device that has no fine pointer is no visitor's: a headless Chromium build
 * (the npm one `npm run perf` measures on) reports its cursor entering the page at 0,0 as it loads,
 * on an emulated phone too, and would fetch the chrome's code no phone visitor asked for.
 */
const PHANTOM_MOUSE_JS = `(e.type==='pointerover'&&e.pointerType==='mouse'&&!matchMedia('(any-pointer: fine)').matches)`;

/** PHANTOM_MOUSE_JS in the app's code. */
export function isPhantomMouse(event: Event | undefined): boolean {
  return event instanceof PointerEvent && event.type === 'pointerover' && event.pointerType === 'mouse' && !matchMedia('(any-pointer: fine)').matches;
}

/** The events that count as the visitor's first interaction (deferred-chrome.tsx asks for the chrome's code on them). */
export const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

export const EARLY_HOLD_SCRIPT =
  `(function(){var held=window.${EARLY_HELD}=[],native=${NATIVE_CLICK_JS};` +
  `function seen(e){if(!e.isTrusted||held.done||${PHANTOM_MOUSE_JS})return;held.interacted=true;if(e.type==='pointerover')held.pointer=e}` +
  `${JSON.stringify(INTERACTIONS)}.forEach(function(t){addEventListener(t,seen,{capture:true,passive:true})});` +
  // A language chosen in the header's list before its code runs (the list is a native popover, issue
  // #47) is remembered as the app's chooseLanguage does; the link itself navigates.
  `document.addEventListener('click',function(e){var t=e.target,l=e.isTrusted&&t&&t.closest&&t.closest('[data-chrome] a[hreflang]');` +
  `if(l&&!document.querySelector('#root[data-chrome-live]'))try{localStorage.setItem(${JSON.stringify(SELECTED_LANGUAGE_KEY)},l.hreflang)}catch(x){}` +
  `if(!e.isTrusted||held.done||!t||!t.closest)return;` +
  // A native control the remote's code wants to hear of too (REPLAY_CLICK): it acts now, and its click
  // is handed to the app once that part is live.
  `if(t.closest(native)){var r=t.closest(${JSON.stringify(REPLAY_CLICK)});if(r&&r.closest('[data-remote]'))held.push(r);return}` +
  `if(!t.closest('[data-remote],[data-chrome]'))return;` +
  `e.preventDefault();e.stopPropagation();held.push(t)},true)})()`;

/** What the script held and saw, if this page has it (a generated page). */
export function earlyHeld(): EarlyHeld | undefined {
  return (window as unknown as Record<string, EarlyHeld | undefined>)[EARLY_HELD];
}
