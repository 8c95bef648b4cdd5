// Where the browser suites' ports lie, relative to their base (tests/support/ports.ts): npm test
// checks the whole plan is free before those suites start and moves to another base when it is not
// (scripts/test.mjs), so a server left on one of them (a run killed midway, a developer's own)
// cannot fail the run.

export const DEFAULT_E2E_PORT_BASE = 4100;
/**
 * A block's backend, from its first port: 4100 + 20 321 = 24 421. Below 32 768, where Linux picks
 * the local ports of outgoing connections (ip_local_port_range 32768–60999): a connection holding
 * 54 421 (the earlier + 50 321) as its own port would keep the backend from starting
 * (config/port-check.test.mjs shows it).
 */
export const BACKEND_OFFSET = 20_321;
/** Bases tried in turn: each keeps its last port (base + 22 425) under 32 768 and away from npm start's 3000s. */
export const E2E_PORT_BASES = [DEFAULT_E2E_PORT_BASE, 7100, 10100];
/** Spec blocks are base + 100 × n for n = 1 … MAX_SPEC_BLOCK (tests/support/ports.ts, portBlock). */
export const MAX_SPEC_BLOCK = 21;

const range = (from, count) => Array.from({ length: count }, (_, index) => from + index);
/**
 * Every port a run listens on, as offsets from the base, in each block (base + 100 × n): the apps
 * and the Workers a spec starts on them with their inspectors (0–9; the site-update job at 9), the
 * production Worker and its inspector (30, 31), and the block's backend (BACKEND_OFFSET: API, mail
 * inbox + 3, SMTP + 4; tests/support/ports.ts, tests/support/visual.ts).
 */
export const E2E_PORT_OFFSETS = range(0, MAX_SPEC_BLOCK + 1).flatMap((n) => [
  ...range(100 * n, 10),
  100 * n + 30,
  100 * n + 31,
  ...range(100 * n + BACKEND_OFFSET, 5),
]);
