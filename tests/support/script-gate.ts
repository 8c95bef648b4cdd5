// Holds a page's scripts while `hold()` is on: the page stays its generated markup, as on a slow phone
// before the code arrives (hydration.spec.ts marks that markup first; stale-page.spec.ts and
// navigation-prefetch.spec.ts act on it before any code runs).
import type { Page } from '@playwright/test';

export async function scriptGate(page: Page) {
  let open: Promise<void> = Promise.resolve();
  let release: () => void = () => undefined;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await open;
      await route.continue().catch(() => undefined);
    },
  );
  return {
    hold: () => {
      open = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}
