// The site-update job's webhook receiver: one run at a time, a call during a run makes exactly one
// more, the queue is drained, a token is required when set. (The job itself against a real backend
// and generator: tests/e2e/site-updates.spec.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { serveSiteUpdates, type SiteUpdateJob, type SiteUpdateServer } from './worker.ts';

let server: SiteUpdateServer | undefined;
afterEach(async () => server?.close());

/** A job whose queue holds `queued` batches; each run takes `ms`. */
function fakeJob(queued: number, ms = 50) {
  const state = { queued, runs: 0, concurrent: 0, maxConcurrent: 0 };
  const job: SiteUpdateJob = {
    async runOnce() {
      state.concurrent++;
      state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
      await new Promise((resolve) => setTimeout(resolve, ms));
      state.concurrent--;
      if (state.queued === 0) return null;
      state.queued--;
      state.runs++;
      return { updates: 1, pages: 21, removed: [], ms };
    },
  };
  return { job, state };
}

const waitUntil = async (check: () => boolean) => {
  const end = Date.now() + 5000;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('serveSiteUpdates', () => {
  it('drains the queue at start and after each call, never running twice at once', async () => {
    const { job, state } = fakeJob(2);
    server = await serveSiteUpdates(job, { port: 0, log: () => undefined });
    await waitUntil(() => state.queued === 0);
    expect(state.runs).toBe(2);
    state.queued = 3;
    const calls = await Promise.all([1, 2, 3].map(() => fetch(server!.url, { method: 'POST', body: '{}' })));
    expect(calls.map((call) => call.status)).toEqual([202, 202, 202]);
    await waitUntil(() => state.queued === 0);
    expect(state.runs).toBe(5);
    expect(state.maxConcurrent).toBe(1);
  });

  it('answers only POST, and with a token only calls that carry it', async () => {
    const { job, state } = fakeJob(0);
    server = await serveSiteUpdates(job, { port: 0, token: 'hook-secret', log: () => undefined });
    expect((await fetch(server.url)).status).toBe(405);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(401);
    expect((await fetch(server.url, { method: 'POST', headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    state.queued = 1;
    expect((await fetch(server.url, { method: 'POST', headers: { Authorization: 'Bearer hook-secret' } })).status).toBe(202);
    await waitUntil(() => state.runs === 1);
    expect(state.runs).toBe(1);
  });
});
