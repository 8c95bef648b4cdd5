// Where the browser suites' ports lie, relative to their base (tests/support/ports.ts): npm test
// checks the whole plan is free before those suites start and moves to another base when it is not
// (scripts/test.mjs), so a server left on one of them (a run killed midway, a developer's own)
// cannot fail the run.

export const DEFAULT_E2E_PORT_BASE = 4100;
/** Bases tried in turn: each keeps its last backend port (base + 52 430) under 65 536 and away from npm start's 3000s and 54321. */
export const E2E_PORT_BASES = [DEFAULT_E2E_PORT_BASE, 7100, 10100, 13100];
/** Spec blocks are base + 100 × n for n = 1 … MAX_SPEC_BLOCK (./ports.ts portBlock). */
export const MAX_SPEC_BLOCK = 21;

const range = (from, count) => Array.from({ length: count }, (_, index) => from + index);
const blocks = range(0, MAX_SPEC_BLOCK + 1).map((n) => 100 * n);
/**
 * Every port of a run, as offsets from the base: each block's 100 (the apps, the job, the Worker and
 * its inspector) and its backend's 10 at + 50 321 (API, mail inbox + 3, SMTP + 4; tests/support/visual.ts).
 */
export const E2E_PORT_OFFSETS = blocks.flatMap((block) => [...range(block, 100), ...range(block + 50_321, 10)]);
