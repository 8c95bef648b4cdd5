// The DOM DOMPurify sanitises in: the page's window in the browser; at build time (shell/src/server,
// site-generator) there is none, and the generator hands one in (jsdom, as DOMPurify's documentation
// advises). Its own module so that the light post-content.tsx can take it without loading the
// renderer.
import type { WindowLike } from 'dompurify';

let serverWindow: WindowLike | undefined;

/** Build time only: the DOM to sanitise in. */
export function setSanitizerWindow(window: WindowLike) {
  serverWindow = window;
}

export const sanitizerWindow = (): WindowLike | undefined => serverWindow ?? (typeof window === 'undefined' ? undefined : window);
