// react-router's useBlocker, for the declarative router over browser-history.ts: same name, same
// arguments and same answer, so a remote built before or after the router changed (issue #29) finds
// the blocker it expects in the shared 'shared-ui/router' module.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Blocker, BlockerFunction } from 'react-router';
import { browserHistory, type HeldNavigation } from './browser-history';

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/** While mounted, a navigation `shouldBlock` approves waits: the answer is 'blocked' until the user proceeds or stays. */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      browserHistory().guard({
        test: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
        hold: setHeld,
      }),
    [],
  );
  if (!held) return UNBLOCKED;
  return {
    state: 'blocked',
    location: held.location,
    proceed() {
      setHeld(null);
      held.proceed();
    },
    reset() {
      setHeld(null);
      held.reset();
    },
  };
}
