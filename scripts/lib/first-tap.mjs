// The first tap (issue #47): how long a visitor waits between pressing a control and seeing its
// answer on screen, on a first visit (the page loaded and idle, nothing touched yet: the header's and
// footer's code not fetched) and after hydration. Used by `npm run perf` (the interaction rows) and
// tests/e2e/first-tap.spec.ts (its looser bound).
//
// Method: a real Playwright tap at phone width (touch, as a phone: pointerover, pointerdown,
// touchstart … click) and a real click at desktop width (the mouse moves to the control, then
// presses it). The page measures from the pointerdown's timeStamp
// (when the input happened, so input delay counts) to the paint of the first frame that shows the
// answer: a requestAnimationFrame loop checks whether the answer is visible; in the frame where it
// is, a message posted from that rAF is delivered after the frame has painted, and its time ends the
// measurement. The Event Timing API alone (PerformanceObserver 'event', interactionId) would miss
// an answer that arrives after the code it waited for (its "next paint" is the first frame after
// the handlers, which on an unhydrated page shows nothing yet); it is recorded beside it (`inp`:
// the interaction's longest event duration, ≥ 16 ms) as the browser's own view.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

const locale = (dir, lang, ns) => JSON.parse(readFileSync(path.join(repoRoot, dir, 'public/locales', lang, `${ns}.json`), 'utf8'));

/**
 * The controls measured, on the home page unless `path(lang)` says otherwise: `trigger(page, lang)`
 * finds what is pressed, `answer` (CSS) is what must be visible for the tap to be answered — written for the markup before and after issue #47, so the
 * same rows measure both.
 */
export const TAP_CONTROLS = [
  {
    id: 'mobile menu',
    viewports: [PHONE],
    trigger: (page, lang) => page.locator(`header button[aria-label="${locale('shared-i18n', lang, 'navigation').openMenu}"]`),
    answer: 'dialog[open] nav a, [role="dialog"] nav a',
  },
  {
    id: 'language switcher',
    viewports: [PHONE, DESKTOP],
    trigger: (page, lang) => page.locator(`header button[aria-label^="${lang.toUpperCase()} — "]`),
    answer: ':popover-open a[hreflang], [data-radix-popper-content-wrapper] a[hreflang]',
  },
  {
    id: 'services menu',
    viewports: [DESKTOP],
    trigger: (page, lang) => page.locator('header nav').getByRole('button', { name: locale('shared-i18n', lang, 'navigation').services, exact: true }),
    answer: 'header nav a[href*="/"][href*="-"]:is(:popover-open *, [data-state="open"] *)',
  },
  {
    // The footer's controls are measured for a visitor who has made the cookie choice (the banner
    // would cover them at 390 px): `decided`.
    id: 'legal dialog',
    viewports: [PHONE, DESKTOP],
    decided: true,
    trigger: (page, lang) => page.locator('footer').getByRole('button', { name: locale('shared-i18n', lang, 'legal').links.legalNotice, exact: true }),
    answer: 'footer dialog[open] h2, [role="dialog"] h2',
  },
  {
    id: 'cookie settings',
    viewports: [PHONE, DESKTOP],
    decided: true,
    trigger: (page, lang) => page.locator('footer').getByRole('button', { name: locale('shared-i18n', lang, 'navigation').footer.cookieSettings, exact: true }),
    answer: '[class*="banner"] input[type="checkbox"]:not([disabled])',
  },
  {
    id: 'phone popover',
    viewports: [PHONE, DESKTOP],
    trigger: (page, lang) =>
      page.locator('[data-page="home"]').getByRole('button', { name: locale('mf-marketing', lang, 'marketing').contactSection.showPhones, exact: true }),
    answer: ':popover-open a[href^="tel:"], [data-radix-popper-content-wrapper] a[href^="tel:"]',
  },
  {
    // The home page's testimonials (mf-marketing, embla loaded as the carousel nears the screen):
    // answered when the next slide is the selected one (embla's select, as its scroll starts).
    id: 'carousel next',
    viewports: [PHONE, DESKTOP],
    decided: true,
    trigger: (page, lang) =>
      page
        .locator('[data-page="home"] [aria-roledescription="carousel"]')
        .first()
        .getByRole('button', { name: locale('shared-i18n', lang, 'common').carousel.next, exact: true }),
    answer: '[data-page="home"] [aria-roledescription="carousel"] [data-selected]:not(:first-child)',
  },
  {
    // The blog list's preview button (mf-blog): opens the list's native dialog by its invoker command;
    // the list shows the post once it is live (answered: the dialog's heading, loading or the title).
    id: 'blog preview',
    viewports: [PHONE, DESKTOP],
    decided: true,
    path: (lang) => (lang === 'es' ? '/blog' : `/${lang}/blog`),
    trigger: (page, lang) =>
      page
        .locator('article[data-post-slug]')
        .first()
        .getByRole('button', { name: new RegExp(`^${locale('mf-blog', lang, 'blog').card.preview}`) }),
    answer: '[role="dialog"] h2, dialog[open] h2',
  },
];

/** In the page, before the click: resolves with { ms, inp } once the answer has painted (or ms NaN after 10 s). */
function armInPage(answer) {
  window.__firstTap = new Promise((resolve) => {
    let inp = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) inp = Math.max(inp, entry.duration);
    });
    observer.observe({ type: 'event', durationThreshold: 16, buffered: false });
    const shown = () => [...document.querySelectorAll(answer)].some((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    addEventListener(
      'pointerdown',
      (event) => {
        const start = event.timeStamp;
        const give = setTimeout(() => resolve({ ms: NaN, inp }), 10_000);
        const frame = () => {
          if (!shown()) return requestAnimationFrame(frame);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            clearTimeout(give);
            const ms = performance.now() - start;
            // Event Timing reports the interaction once its own next paint is done.
            setTimeout(
              () => (observer.takeRecords().forEach((entry) => entry.interactionId && (inp = Math.max(inp, entry.duration))), resolve({ ms, inp })),
              100,
            );
          };
          channel.port2.postMessage(0);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

/**
 * One tap on a fresh page (a new context: no cache, no stored choice, the cookie banner shown —
 * unless the control is `decided`: then a cookie choice is stored, the banner hidden).
 * `state`: 'first visit' (loaded and idle, nothing touched) or 'hydrated' (the chrome's code in and
 * the page's parts live first). Returns { ms, inp } (ms NaN: no answer within 10 s).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, lang: string, control: any, viewport: { width: number, height: number }, state: string, cpu: number, settleMs?: number }} options
 */
export async function tapOnce(browser, { url, lang, control, viewport, state, cpu, settleMs }) {
  // A phone-sized row taps with a finger (touch events, then pointer events, then the click).
  const touch = viewport.width < 768;
  const context = await browser.newContext({ viewport, locale: lang, hasTouch: touch, isMobile: touch });
  try {
    if (control.decided) {
      await context.addInitScript(() =>
        localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 })),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
    if (state === 'hydrated') {
      // A first interaction away from the control (the chrome's code comes on one), then its parts
      // live: a mouse arriving on a desktop; on a phone, which has no mouse (a mouse pointerover there is
      // ignored, shell/src/remotes/early-hold-script.ts), a key press that touches nothing.
      if (touch) await page.keyboard.press('Shift');
      else await page.mouse.move(viewport.width / 2, viewport.height - 5);
      await page.locator('#root[data-chrome-live]').waitFor({ state: 'attached', timeout: 60_000 });
    }
    const trigger = control.trigger(page, lang).first();
    await trigger.waitFor({ state: 'attached' });
    // A control below the fold is brought on screen by the browser first, without a scroll event
    // reaching the page before the measurement (a scroll counts as a first interaction).
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // (settleMs: how long the page is left between that scroll and the tap, e.g. 0 for a visitor who
    // scrolls to the footer and taps at once, before the code the scroll asked for has come.)
    await page.waitForTimeout(settleMs ?? (state === 'hydrated' ? 500 : 1500));
    await page.evaluate(armInPage, control.answer);
    await (touch ? trigger.tap({ timeout: 10_000 }) : trigger.click({ timeout: 10_000 }));
    return await page.evaluate(() => window.__firstTap);
  } finally {
    await context.close();
  }
}

/** The median of the taps that were measured (NaN when none was). */
export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Every row: control × language × viewport × state, median of `runs` taps each. */
export async function measureTaps(browser, { origin, pathFor, langs = ['es', 'ar'], runs = 5, cpu = 4, settleMs, controls = TAP_CONTROLS, log = () => {} }) {
  const rows = [];
  for (const control of controls)
    for (const viewport of control.viewports)
      for (const lang of langs)
        for (const state of ['first visit', 'hydrated']) {
          const url = `${origin}${control.path?.(lang) ?? pathFor({ page: 'home' }, lang)}`;
          const taps = [];
          for (let run = 0; run < runs; run += 1) {
            // A visit that never got its page live (a loaded machine) is reported, not the whole run lost.
            taps.push(
              await tapOnce(browser, { url, lang, control, viewport, state, cpu, settleMs }).catch((error) => ({
                ms: NaN,
                inp: NaN,
                error: String(error).split('\n')[0],
              })),
            );
          }
          const row = {
            control: control.id,
            lang,
            width: viewport.width,
            state,
            cpu,
            ms: median(taps.map((tap) => tap.ms)),
            inp: median(taps.map((tap) => tap.inp)),
            taps,
          };
          log(`tap ${row.control} ${lang} ${viewport.width}px ${state}: ${Math.round(row.ms)} ms (${taps.map((tap) => Math.round(tap.ms)).join(', ')})`);
          rows.push(row);
        }
  return rows;
}
