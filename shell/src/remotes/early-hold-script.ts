// The app starts after the generated page's first paint (site-generator/src/page-html.ts), so a visitor
// can click before click-replay.ts listens. This inline script, in the page's head, holds such clicks
// on the remotes' parts (not on links, which work without code) until the app takes them over.
export const EARLY_HELD = '__heldBeforeApp';

export const EARLY_HOLD_SCRIPT =
  `(function(){var held=window.${EARLY_HELD}=[];` +
  `document.addEventListener('click',function(e){var t=e.target;` +
  `if(!e.isTrusted||held.done||!t||!t.closest||t.closest('a[href]')||!t.closest('[data-remote]'))return;` +
  `e.preventDefault();e.stopPropagation();held.push(t)},true)})()`;
