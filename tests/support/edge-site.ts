// The site as production serves it: the Worker (edge/) on workerd, over a fresh local R2 bucket filled
// by the release code (--target cloudflare on the emulator: scripts/release/worker-store-target.ts),
// every app released from its build, the pages rendered from the live versions and uploaded before
// the registry names them (scripts/release/cloudflare-target.ts), against the test backend.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_KEYS, appDirs } from '../../config/apps.mjs';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { startEdge } from '../../scripts/lib/edge.mjs';
import { repoRoot } from '../../scripts/lib/repo.mjs';
import { pagesBeforePointer } from '../../scripts/release/cloudflare-target.ts';
import { releaseBuild } from '../../scripts/release/release.ts';
import type { Environment } from '../../scripts/release/apps.ts';
import type { ReleaseTarget } from '../../scripts/release/target.ts';
import { workerStoreTarget } from '../../scripts/release/worker-store-target.ts';
import { TEST_SUPABASE_URL } from './ports';

export interface EdgeSite {
  url: string;
  target: ReleaseTarget;
  environment: Environment;
  /** The release hook that renders and uploads the pages before the registry names them. */
  preparePages: ReturnType<typeof pagesBeforePointer>;
  close(): Promise<void>;
}

/** A Worker on `port` (its inspector on port + 1) serving `environment` from the bucket in `persistTo` (a fresh one by default). */
export async function startEdgeSite({
  port,
  environment = 'production',
  persistTo,
}: {
  port: number;
  environment?: Environment;
  persistTo?: string;
}): Promise<EdgeSite> {
  const bucket = persistTo ?? (await mkdtemp(path.join(tmpdir(), 'edge-site-r2-')));
  const mirror = await mkdtemp(path.join(tmpdir(), 'edge-site-mirror-'));
  const edge = await startEdge({ port, persistTo: bucket, environment, supabaseUrl: TEST_SUPABASE_URL, supabaseAnonKey: LOCAL_ANON_KEY });
  const target = workerStoreTarget({ url: edge.url, token: edge.storeToken });
  const env = { ...process.env, SUPABASE_URL: TEST_SUPABASE_URL, SUPABASE_ANON_KEY: LOCAL_ANON_KEY };
  return {
    url: edge.url,
    target,
    environment,
    preparePages: pagesBeforePointer({ target, environment, siteUrl: edge.url, mirror, env, log: () => undefined }),
    async close() {
      await edge.close();
      await rm(mirror, { recursive: true, force: true });
      if (!persistTo) await rm(bucket, { recursive: true, force: true });
    },
  };
}

/** Releases every app of config/apps.mjs from its build, the remotes first and the shell (whose release renders the pages) last. */
export async function releaseAll(site: EdgeSite, { now = new Date() } = {}) {
  const order = [...REMOTE_KEYS.map((key) => appDirs[key]), appDirs.shell];
  for (const [index, app] of order.entries()) {
    await releaseBuild({
      app,
      environment: site.environment,
      target: site.target,
      distDir: path.join(repoRoot, app, 'dist'),
      serverDistDir: path.join(repoRoot, app, 'dist-server'),
      now: new Date(now.getTime() + index * 1000),
      log: () => undefined,
      preparePages: site.preparePages,
    });
  }
}
