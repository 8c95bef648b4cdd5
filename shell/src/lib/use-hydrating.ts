import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** True while the server renders a page and while the browser hydrates it; false afterwards and in
 *  a page the browser renders alone. For what only the browser can know (a stored choice). */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
