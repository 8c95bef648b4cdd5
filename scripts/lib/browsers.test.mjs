import { describe, expect, it } from 'vitest';
import { traceProblems } from './browsers.mjs';

/** The parts of a Lighthouse 13 result traceProblems reads, with the values of a real run (home, es, mobile, Chromium 153). */
function soundResult() {
  return {
    environment: { benchmarkIndex: 3657 },
    audits: {
      metrics: {
        details: {
          items: [
            {
              observedNavigationStart: 0,
              observedFirstContentfulPaint: 233,
              observedLargestContentfulPaint: 233,
              observedDomContentLoaded: 180,
              observedLoad: 415,
            },
          ],
        },
      },
      'main-thread-tasks': { details: { items: [{ startTime: 12.1, duration: 31.4 }] } },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'scriptEvaluation', duration: 402.6 },
            { group: 'styleLayout', duration: 221.9 },
          ],
        },
      },
      'screenshot-thumbnails': { details: { items: [{ timing: 300, data: 'data:image/jpeg;base64,' }] } },
    },
  };
}

describe('traceProblems', () => {
  it('trusts a trace with paints, tasks, script and screenshots', () => {
    expect(traceProblems(soundResult())).toEqual([]);
  });

  it('names what a build left out of its trace', () => {
    const result = soundResult();
    result.audits['screenshot-thumbnails'].details.items = [];
    result.audits['main-thread-tasks'].details.items = [];
    result.audits['mainthread-work-breakdown'].details.items = [{ group: 'styleLayout', duration: 10 }];
    delete result.audits.metrics.details.items[0].observedLargestContentfulPaint;
    expect(traceProblems(result)).toEqual([
      'no observedLargestContentfulPaint in the trace',
      'no main-thread task in the trace',
      'no script evaluation on the main thread',
      'no screenshots (the page was never painted in the trace)',
    ]);
  });

  it('refuses paints out of order and a run Lighthouse could not record', () => {
    const result = soundResult();
    result.audits.metrics.details.items[0].observedFirstContentfulPaint = 900;
    result.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    expect(traceProblems(result)).toEqual(['runtime error NO_FCP', 'first contentful paint after the largest one']);
  });
});
