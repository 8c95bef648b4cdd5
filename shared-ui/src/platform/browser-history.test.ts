// @vitest-environment happy-dom
// The page's history with a guard: a navigation the guard holds changes nothing (URL, listeners)
// until the user proceeds; back and forward, which the browser carries out before asking, are undone
// and redone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuardedHistory, type GuardedHistory } from './browser-history';

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('createGuardedHistory', () => {
  let history: GuardedHistory;
  let seen: string[];
  let holds: { location: { pathname: string }; proceed(): void; reset(): void }[];
  let stopListening: () => void;

  beforeEach(() => {
    window.history.replaceState(null, '', '/config-blogmr');
    history = createGuardedHistory();
    seen = [];
    holds = [];
    stopListening = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  });
  afterEach(() => stopListening());

  const guardEditor = () =>
    history.guard({
      test: ({ currentLocation, nextLocation }) => currentLocation.pathname === '/config-blogmr/post/new' && nextLocation.pathname !== '/admin-login',
      hold: (held) => holds.push(held),
    });

  it('holds a link to another page until the user proceeds, and lets the guard pass what it does not test', () => {
    history.push('/config-blogmr/post/new');
    const unguard = guardEditor();
    history.push('/config-blogmr');
    expect(window.location.pathname).toBe('/config-blogmr/post/new');
    expect(holds.map((held) => held.location.pathname)).toEqual(['/config-blogmr']);
    holds[0]!.reset();
    expect(window.location.pathname).toBe('/config-blogmr/post/new');

    history.push('/config-blogmr/posts');
    holds[1]!.proceed();
    holds[1]!.proceed(); // a second click on "Leave" does not navigate twice
    expect(window.location.pathname).toBe('/config-blogmr/posts');
    expect(seen).toEqual(['PUSH /config-blogmr/post/new', 'PUSH /config-blogmr/posts']);

    history.replace('/admin-login');
    expect(window.location.pathname).toBe('/admin-login');
    unguard();
    history.push('/config-blogmr/post/new');
    history.push('/');
    expect(window.location.pathname).toBe('/');
    expect(holds).toHaveLength(2);
  });

  it('undoes a held back step, and takes it when the user proceeds', async () => {
    history.push('/config-blogmr/post/new');
    guardEditor();
    window.history.back();
    await vi.waitFor(() => expect(holds.map((held) => held.location.pathname)).toEqual(['/config-blogmr']));
    await settled(); // the step undone: forward again
    expect(window.location.pathname).toBe('/config-blogmr/post/new');
    expect(seen).toEqual(['PUSH /config-blogmr/post/new']);

    holds[0]!.proceed();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/config-blogmr'));
    await settled();
    expect(seen).toEqual(['PUSH /config-blogmr/post/new', 'POP /config-blogmr']);
  });
});
