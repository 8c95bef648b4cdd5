// Ports of the stacks the end-to-end tests start, away from `npm start`'s 3000-3003 and 54321 so
// tests can run while the site is up. E2E_PORT_BASE moves the whole block, so two runs can share a
// machine. Specs that stop or replace a server get a block of their own (portBlock(n)).
import { portBlockFrom } from '../../config/apps.mjs';
import { BACKEND_OFFSET, DEFAULT_E2E_PORT_BASE, MAX_SPEC_BLOCK } from '../../scripts/lib/e2e-port-plan.mjs';

const base = Number(process.env.E2E_PORT_BASE ?? DEFAULT_E2E_PORT_BASE);

export const TEST_PORTS = portBlockFrom(base);
export const TEST_SUPABASE_PORT = base + BACKEND_OFFSET;
/** The backend of a block that starts its own (tests/support/visual.ts). */
export const backendPortOf = (ports: { shell: number }) => ports.shell + BACKEND_OFFSET;
export const TEST_SUPABASE_URL = `http://localhost:${TEST_SUPABASE_PORT}`;

/** A spare block of ports (one per app) for spec number `n` (1, 2, ...). */
export function portBlock(n: number) {
  // Past the plan, npm test would not have checked the block is free (scripts/lib/e2e-port-plan.mjs).
  if (!Number.isInteger(n) || n < 1 || n > MAX_SPEC_BLOCK)
    throw new Error(`portBlock(${n}): spec blocks are 1…${MAX_SPEC_BLOCK} (scripts/lib/e2e-port-plan.mjs)`);
  return portBlockFrom(base + 100 * n);
}
/** The mail catcher of the test backend (local-supabase puts it at the API port + 3). */
export const TEST_MAIL_URL = `http://localhost:${TEST_SUPABASE_PORT + 3}`;
/** The production site the global setup starts (the Worker; its inspector on the next port). */
export const TEST_EDGE_PORT = base + 30;
/** The site-update job of a spec (tests/e2e/site-updates.spec.ts): the test backend's webhook calls it here. */
export const TEST_SITE_UPDATE_PORT = base + 9;
