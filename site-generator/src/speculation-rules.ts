// How a click on a generated page's header or footer link stays fast although those links are plain
// document navigations until the chrome hydrates (shell/src/app/deferred-chrome.tsx hydrates it on
// the first interaction, to keep start-up work off the first load). Chosen over hydrating the chrome
// when idle after load, which would spend main-thread time every visitor pays on every page for a click
// few make: Chromium's speculation rules prefetch a same-site page when the pointer rests on its link
// (eagerness "moderate": 200 ms of hover, or pointer-down on touch), so the next document is at hand
// when the click lands — measured by tests/e2e/navigation-prefetch.spec.ts. The app's hashed files
// are already cached (immutable), so the new page only pays its own start-up. Browsers without the
// API navigate as before. The private apps (admin, client area) are never prefetched: a prefetch of
// theirs would only fetch the app shell, and may carry a session's cookies for nothing.
import { LANGUAGE_CODES } from '../../shared-i18n/src/languages.ts';
import { pathFor } from '../../shared-i18n/src/routes.ts';

const privatePaths = [
  pathFor({ page: 'adminLogin' }),
  pathFor({ page: 'admin', subpath: '' }),
  ...LANGUAGE_CODES.map((language) => pathFor({ page: 'clientArea', subpath: '' }, language)),
];

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: privatePaths.flatMap((path) => [path, `${path}/*`]) } }] },
      eagerness: 'moderate',
    },
  ],
});
