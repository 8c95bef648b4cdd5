// Starts one local-supabase on a spare port with a fresh temporary data dir (never :54321, never the
// repository's .data). With DATABASE_URL set, the same suite runs against that PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SINGLE_ADDRESS_TEST_LIMITS } from '../src/auth/rate-limit.ts';
import { startLocalSupabase, type LocalSupabase } from '../src/index.ts';
import { getFreePort } from '../src/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    databaseKind: 'pglite' | 'postgres';
    /** Where the Edge Functions send mail; test/notifications.test.ts runs a catcher there. */
    mailSmtpPort: number;
    mailHttpPort: number;
    /** Where the site-update webhook calls; test/site-updates.test.ts listens there. */
    siteUpdateHookPort: number;
  }
}

let instance: LocalSupabase | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-test-'));
  // Every request of the suite comes from one address: lift the per-address intake limit
  // and the open bookings per address (test/security/intake.test.ts and booking-limits.test.ts set the
  // limits they check).
  process.env.INTAKE_LIMIT_PER_ADDRESS ??= '1000000';
  process.env.BOOKING_LIMIT_OPEN_PER_ADDRESS ??= '1000000';
  const port = await getFreePort();
  const mailSmtpPort = await getFreePort();
  const mailHttpPort = await getFreePort();
  const siteUpdateHookPort = await getFreePort();
  process.env.SITE_UPDATE_HOOK_URL = `http://127.0.0.1:${siteUpdateHookPort}/site-update`;
  instance = await startLocalSupabase({
    // No catcher here: test/notifications.test.ts runs one on mailSmtpPort, and stops and restarts it.
    functionsEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailSmtpPort), SMTP_SECURE: 'false', SITE_URL: 'http://site.test' },
    port,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    quiet: true,
    authLimits: SINGLE_ADDRESS_TEST_LIMITS,
  });
  project.provide('supabaseUrl', instance.url);
  project.provide('databaseKind', instance.database);
  project.provide('mailSmtpPort', mailSmtpPort);
  project.provide('mailHttpPort', mailHttpPort);
  project.provide('siteUpdateHookPort', siteUpdateHookPort);
}

export async function teardown() {
  await instance?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
