// Issue #47: every control in the chrome and on the home page answers its first tap, before and
// after the page's code has taken it over, at Lighthouse's phone CPU (4× slower). The budget is
// 200 ms and lives in the benchmark (`npm run perf`, median of 5 taps per row, docs/performance.md
// "The first tap"); this test fails above 300 ms, a looser bound against a noisy CI machine. The
// measurement (scripts/lib/first-tap.mjs): a real tap (390 px) or click (1280 px), from its
// pointerdown to the paint of the first frame that shows the control's answer, the median of 3 taps
// per row, each on a fresh first visit.
import { expect, test } from '@playwright/test';
import { median, TAP_CONTROLS, tapOnce } from '../../scripts/lib/first-tap.mjs';
import { productionSite } from '../support/production-site';

const BOUND_MS = 300;
const CPU = 4;
/** Taps per row, each a fresh first visit: their median is held to the bound (one tap on a loaded 2-core machine spread from 40 to 980 ms where the browser alone answers). */
const RUNS = 3;
const HOMES = [
  ['es', '/'],
  ['ar', '/ar'],
] as const;

for (const control of TAP_CONTROLS) {
  for (const viewport of control.viewports) {
    test(`${control.id} at ${viewport.width} px answers its first tap within ${BOUND_MS} ms at ${CPU}× CPU, unhydrated and hydrated (es, ar)`, async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      const slow: string[] = [];
      for (const [lang, path] of HOMES) {
        for (const state of ['first visit', 'hydrated'] as const) {
          const taps: number[] = [];
          for (let run = 0; run < RUNS; run += 1)
            taps.push((await tapOnce(browser, { url: `${productionSite}${control.path?.(lang) ?? path}`, lang, control, viewport, state, cpu: CPU })).ms);
          const ms = median(taps);
          if (!(ms <= BOUND_MS))
            slow.push(`${lang} ${state}: median ${Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'no answer'} (${taps.map(Math.round).join(', ')})`);
        }
      }
      expect(slow, `${control.id} at ${viewport.width} px`).toEqual([]);
    });
  }
}
