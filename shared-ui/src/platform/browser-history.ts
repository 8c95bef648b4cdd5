// The browser history the routers render from (<HistoryRouter>, shell/src/app/app.tsx and the
// standalone harness), with the one thing react-router's data router gave us that its declarative
// router lacks: holding a navigation until the user says to leave (use-blocker.ts). The data router
// cost every page ~16 kB gzip more (issue #29, docs/performance.md) and was there for this and for
// errorElement (shell/src/components/route-error.tsx) only.
import { UNSAFE_createBrowserHistory, type HistoryRouterProps, type Location, type NavigationType, type To } from 'react-router';

type History = HistoryRouterProps['history'];
type Update = { action: NavigationType; location: Location; delta: number | null };
type Listener = (update: Update) => void;

/** Whether a navigation from `currentLocation` to `nextLocation` waits for the user. */
export type LeaveTest = (args: { currentLocation: Location; nextLocation: Location; historyAction: NavigationType }) => boolean;
/** A navigation held by the guard: carry it out, or stay where the user is. */
export interface HeldNavigation {
  location: Location;
  proceed(): void;
  reset(): void;
}
interface Guard {
  test: LeaveTest;
  hold(navigation: HeldNavigation): void;
}

export interface GuardedHistory extends History {
  listen(listener: Listener): () => void;
  /** Puts `guard` in charge of leaving (one at a time, as react-router's blocker); returns its removal. */
  guard(guard: Guard): () => void;
}

export function createGuardedHistory(win: Window = window): GuardedHistory {
  const base = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  const listeners = new Set<Listener>();
  let current = base.location;
  let guard: Guard | null = null;
  // Set while the browser is moved back over a held back/forward step, whose popstate is ours.
  let undoingPop = false;
  // Set while a held navigation is carried out: the guard already had its say.
  let passing = false;

  const notify = (update: Update) => {
    current = update.location;
    for (const listener of [...listeners]) listener(update);
  };

  /** Whether the guard holds this navigation; if so it has been handed `go` to carry it out later. */
  const held = (nextLocation: Location, historyAction: NavigationType, go: () => void): boolean => {
    if (!guard || passing || !guard.test({ currentLocation: current, nextLocation, historyAction })) return false;
    const holder = guard;
    let settled = false;
    holder.hold({
      location: nextLocation,
      proceed() {
        if (settled) return;
        settled = true;
        passing = true;
        try {
          go();
        } finally {
          // A back/forward step arrives later, as a popstate: `passing` ends there (onBase).
          if (historyAction !== 'POP') passing = false;
        }
      },
      reset() {
        settled = true;
      },
    });
    return true;
  };

  const onBase = (update: Update) => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    if (update.action === 'POP') {
      const { delta } = update;
      // The browser has already moved: step back to where the user was, then ask.
      if (delta && held(update.location, update.action, () => base.go(delta))) {
        undoingPop = true;
        base.go(-delta);
        return;
      }
      passing = false;
    }
    notify(update);
  };

  base.listen(onBase);

  const locationOf = (to: To, state: unknown): Location => {
    const url = base.createURL(to);
    const path = typeof to === 'string' ? {} : to;
    return { pathname: path.pathname ?? url.pathname, search: path.search ?? url.search, hash: path.hash ?? url.hash, state, key: '' };
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      if (!held(locationOf(to, state), 'PUSH' as NavigationType, () => base.push(to, state))) base.push(to, state);
    },
    replace(to, state) {
      if (!held(locationOf(to, state), 'REPLACE' as NavigationType, () => base.replace(to, state))) base.replace(to, state);
    },
    go: (delta) => base.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    guard(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
  };
}

let appHistory: GuardedHistory | undefined;

/** The one history of the page, whichever app asks (this module is a shared singleton). */
export function browserHistory(): GuardedHistory {
  appHistory ??= createGuardedHistory();
  return appHistory;
}
