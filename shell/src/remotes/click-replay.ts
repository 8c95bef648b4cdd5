// A generated page shows parts whose code has not run yet: each remote's part until that remote's
// code has arrived (it hydrates in its own Suspense boundary, remote-module.tsx), and the header
// and footer until the visitor first interacts (app/deferred-chrome.tsx). Links there work without
// code; a click on anything else (a button) would find no handler yet. Such clicks are held and
// replayed on the same element once the parts of that kind have hydrated (those made before this
// code ran too: early-hold-script.ts). What a visitor types, selects or ticks (check boxes and radio
// buttons, and their labels, work natively: the choice shows at once) in a remote's part meanwhile
// stays on screen but never reached the app's state: it is handed to the app as the same edit once
// the parts are live, so a search filters and a form submits what it shows.
import { earlyHeld, nativeClickSelector, REPLAY_CLICK } from './early-hold-script';

const GIVE_UP_MS = 30_000;

/** Parts of one kind, found in the page by `selector`, that are not all live yet. */
interface Parts {
  selector: string;
  pending: number;
  queued: Held[];
}

/**
 * An element a visitor used, and where it sits: a part React renders anew instead of adopting it
 * (its live code renders something else) has new elements, found again at the same place.
 */
interface Held {
  element: HTMLElement;
  part: string;
  tag: string;
  index: number;
}

function hold(element: HTMLElement, parts: Parts): Held {
  const part = element.closest<HTMLElement>(parts.selector);
  const selector = part
    ? ['remote', 'page', 'chrome'].map((name) => (part.hasAttribute(`data-${name}`) ? `[data-${name}="${part.getAttribute(`data-${name}`)}"]` : '')).join('')
    : '';
  const index = part ? [...part.querySelectorAll(element.tagName)].indexOf(element) : -1;
  return { element, part: selector, tag: element.tagName, index };
}

function current({ element, part, tag, index }: Held): HTMLElement | null {
  if (element.isConnected) return element;
  const found = part && index >= 0 ? document.querySelector(part)?.querySelectorAll(tag)[index] : null;
  return found instanceof HTMLElement ? found : null;
}

const remotes: Parts = { selector: '[data-remote]', pending: 0, queued: [] };
const chrome: Parts = { selector: '[data-chrome]', pending: 0, queued: [] };
/**
 * The chrome's native popovers and dialogs (issue #47) open before it was live, by their place
 * among them: when the app renders that part anew instead of adopting it (its data changed since
 * the page was generated), the new element (with a new id) is opened again, as the visitor left it.
 */
const OPENABLE = '[data-chrome] :is([popover], dialog)';
const openInChrome = new Set<number>();
const openableIndex = (element: Element) => [...document.querySelectorAll(OPENABLE)].indexOf(element);
/** The last value of each form control edited in a remote part before it was live. */
let edits = new Map<HTMLElement, { held: Held; value: string; checked?: boolean }>();
let listening = false;
let whenLive = () => {};

/** Once: every generated part is the app's now. */
function pageLive() {
  const callback = whenLive;
  whenLive = () => {};
  callback();
}
/** From the start of hydration until every remote part that was generated is live. */
let active = false;
let shellLive = false;

/**
 * Each edited control gets its value again as an edit React sees: React only reports an input whose
 * value differs from the one it last tracked, so the value goes through the element's own setter
 * (which React tracks) as empty, then through the prototype's (which it does not) as typed.
 */
function replayEdits(): boolean {
  const pending = edits;
  edits = new Map();
  for (const { held, value, checked } of pending.values()) {
    const control = current(held);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    if (checked !== undefined && control instanceof HTMLInputElement) {
      // React reports a box or a radio button whose state differs from the one it tracked when it is
      // clicked: the state it sees goes back through the element's own setter, and the click sets it
      // again. A radio button cleared by its group's choice needs nothing: the chosen one reports.
      if (control.type === 'radio' && !checked) continue;
      control.checked = !checked;
      control.click();
      continue;
    }
    if (control instanceof HTMLSelectElement) {
      // React reports a select on every change event.
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // A value set by script passes any maxlength: keep what the field takes (the generated field
    // had the same limit, so this only cuts when the live one is stricter), and the app never sees more.
    const kept = control.maxLength >= 0 && value.length > control.maxLength ? value.slice(0, control.maxLength) : value;
    control.value = '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, kept);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return pending.size > 0;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (control: EventTarget | null): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function isEditable(control: EventTarget | null): control is Control {
  return (
    control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && TEXT_LIKE.test(control.type))
  );
}

/** Did the visitor change it (before anything listened)? */
function edited(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return !!initial && control.value !== initial.value;
  }
  return control.value !== control.defaultValue;
}

const TEXT_LIKE = /^(text|search|email|tel|url|number|password|date|time|datetime-local|month|week)$/;

/** A native opener (REPLAY_CLICK) whose dialog the visitor has closed again: its click is no longer wanted. */
function closedSince(element: HTMLElement): boolean {
  if (!element.matches(REPLAY_CLICK)) return false;
  const dialog = document.getElementById(element.getAttribute('commandfor') ?? '');
  return dialog instanceof HTMLDialogElement && !dialog.open;
}

function replay(parts: Parts) {
  const edited = parts === remotes && replayEdits();
  const targets = parts.queued;
  parts.queued = [];
  const click = () => {
    for (const held of targets) {
      const element = current(held);
      if (element && !closedSince(element)) element.click();
    }
  };
  // React renders the replayed edits in a microtask: a held Send clicked in this same task would
  // reach a submit handler that still sees the form as hydrated, empty (before-hydration.spec.ts).
  if (edited) window.setTimeout(click);
  else click();
}

/**
 * Installs the capture listener; call before hydrating a generated page. `remoteParts`: how many
 * remote parts the generator rendered into it (counted there, as React may render a part more than
 * once before committing it here); `chromeParts`: how many parts marked `data-chrome` hydrate
 * later (app/deferred-chrome.tsx); `onLive`: called once every remote part is live.
 */
export function holdClicksUntilHydrated({ remoteParts, chromeParts, onLive = () => {} }: { remoteParts: number; chromeParts: number; onLive?: () => void }) {
  if (listening) return;
  listening = true;
  whenLive = onLive;
  // What happened before this code ran: clicks the page's inline script held, text already typed.
  const early = earlyHeld();
  if (early) {
    early.done = true;
    for (const element of early) {
      const parts = element.closest(remotes.selector) ? remotes : chrome;
      parts.queued.push(hold(element, parts));
    }
  }
  for (const control of document.querySelectorAll<Control>(`${remotes.selector} :is(input, textarea, select)`)) {
    if (isEditable(control) && edited(control)) edits.set(control, { held: hold(control, remotes), value: control.value });
    else if (isCheckable(control) && control.checked !== control.defaultChecked) {
      edits.set(control, { held: hold(control, remotes), value: control.value, checked: control.checked });
    }
  }
  for (const open of document.querySelectorAll(`${chrome.selector} :is(:popover-open, dialog[open])`)) openInChrome.add(openableIndex(open));
  document.addEventListener(
    'toggle',
    (event) => {
      const element = event.target;
      if (chrome.pending === 0 || !(element instanceof HTMLElement) || !element.matches(OPENABLE)) return;
      if ((event as ToggleEvent).newState === 'open') openInChrome.add(openableIndex(element));
      else openInChrome.delete(openableIndex(element));
    },
    true,
  );
  active = true;
  remotes.pending = remoteParts;
  chrome.pending = chromeParts;
  const native = nativeClickSelector();
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      if (target.closest(native)) {
        const replayed = target.closest<HTMLElement>(REPLAY_CLICK);
        if (replayed && remotes.pending > 0 && replayed.closest(remotes.selector)) remotes.queued.push(hold(replayed, remotes));
        return;
      }
      const parts = [remotes, chrome].find(({ pending, selector }) => pending > 0 && target.closest(selector));
      if (!parts) return;
      event.preventDefault();
      event.stopPropagation();
      parts.queued.push(hold(target as HTMLElement, parts));
    },
    true,
  );
  const remember = (event: Event) => {
    const control = event.target;
    if (remotes.pending === 0 || !(control instanceof HTMLElement) || !control.closest(remotes.selector)) return;
    const held = edits.get(control)?.held ?? hold(control, remotes);
    if (isEditable(control)) edits.set(control, { held, value: control.value });
    else if (isCheckable(control)) edits.set(control, { held, value: control.value, checked: control.checked });
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);
  // Never hold clicks on remote parts forever (a remote that never arrives shows its error view,
  // which counts). The chrome's code is asked for by the click itself.
  window.setTimeout(() => {
    if (!active) return;
    remotes.pending = 0;
    active = false;
    replay(remotes);
    pageLive();
  }, GIVE_UP_MS);
}

function settle() {
  if (remotes.pending > 0 || !shellLive) return;
  active = false;
  // Every generated part is the app's now (tests and tools can wait for this).
  document.getElementById('root')?.setAttribute('data-live', '');
  replay(remotes);
  pageLive();
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
  const openable = document.querySelectorAll<HTMLElement>(OPENABLE);
  for (const index of openInChrome) {
    const element = openable[index];
    if (element instanceof HTMLDialogElement) {
      if (!element.open) element.showModal();
    } else if (element?.hasAttribute('popover') && !element.matches(':popover-open')) element.showPopover();
  }
  openInChrome.clear();
  replay(chrome);
}

/** The shell's own markup has hydrated (its parts above the remotes are live). */
export function shellHydrated() {
  shellLive = true;
  settle();
}
