// The site as production serves it, on this machine: the Worker (edge/) on workerd under `wrangler
// dev`, over a local R2 bucket filled by the release code (--target cloudflare on the emulator:
// ./worker-store-target.ts): every app released from its build, the pages rendered from the live
// versions and uploaded before the registry names them (./cloudflare-target.ts). `npm start`
// (scripts/start.mjs) and the tests (tests/support/edge-site.ts) start it through here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_KEYS, appDirs } from '../../config/apps.mjs';
import { startEdge } from '../../edge/run.mjs';
import { repoRoot } from '../../config/repo.mjs';
import type { Environment } from './apps.ts';
import { pagesBeforePointer } from './cloudflare-target.ts';
import { releaseBuild } from './release.ts';
import type { ReleaseTarget } from './target.ts';
import { workerStoreTarget } from './worker-store-target.ts';

export interface EdgeSite {
  url: string;
  target: ReleaseTarget;
  environment: Environment;
  /** The local store API's token (CLOUDFLARE_LOCAL_URL = url, STORE_ADMIN_TOKEN = this). */
  storeToken: string;
  /** Where the live versions and pages are mirrored for rendering. */
  mirror: string;
  /** The release hook that renders and uploads the pages before the registry names them. */
  preparePages: ReturnType<typeof pagesBeforePointer>;
  close(): Promise<void>;
}

export interface EdgeSiteOptions {
  /** The Worker's port (its inspector on port + 1). */
  port: number;
  environment?: Environment;
  /** The bucket's folder (a fresh temporary one, removed on close, by default). */
  persistTo?: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The origin the pages name (default the Worker's own). */
  siteUrl?: string;
  turnstileSiteKey?: string;
  /** Every line the releases print (silent by default). */
  log?: (line: string) => void;
}

export async function startEdgeSite(options: EdgeSiteOptions): Promise<EdgeSite> {
  const { port, environment = 'production', persistTo, supabaseUrl, supabaseAnonKey, turnstileSiteKey, log = () => undefined } = options;
  const bucket = persistTo ?? (await mkdtemp(path.join(tmpdir(), 'edge-site-r2-')));
  const mirror = await mkdtemp(path.join(tmpdir(), 'edge-site-mirror-'));
  const siteUrl = options.siteUrl || `http://localhost:${port}`;
  const edge = await startEdge({ port, persistTo: bucket, environment, supabaseUrl, supabaseAnonKey, siteUrl, turnstileSiteKey });
  const target = workerStoreTarget({ url: edge.url, token: edge.storeToken });
  const env = { ...process.env, SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: supabaseAnonKey };
  return {
    url: edge.url,
    target,
    environment,
    storeToken: edge.storeToken,
    mirror,
    preparePages: pagesBeforePointer({ target, environment, siteUrl, mirror, env, log }),
    async close() {
      await edge.close();
      await rm(mirror, { recursive: true, force: true });
      if (!persistTo) await rm(bucket, { recursive: true, force: true });
    },
  };
}

/** Releases every app of config/apps.mjs from its build, the remotes first and the shell (whose release renders the pages) last. */
export async function releaseAll(site: EdgeSite, { now = new Date(), log = () => undefined }: { now?: Date; log?: (line: string) => void } = {}) {
  const order = [...REMOTE_KEYS.map((key) => appDirs[key]), appDirs.shell];
  for (const [index, app] of order.entries()) {
    await releaseBuild({
      app,
      environment: site.environment,
      target: site.target,
      distDir: path.join(repoRoot, app, 'dist'),
      serverDistDir: path.join(repoRoot, app, 'dist-server'),
      now: new Date(now.getTime() + index * 1000),
      log,
      preparePages: site.preparePages,
    });
  }
}
