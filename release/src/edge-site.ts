// The site as production serves it, on this machine: the Worker (edge/) on workerd under `wrangler
// dev`, over a local R2 bucket filled by the release code (--target cloudflare on the emulator:
// ./worker-store-target.ts): every app released from its build, the pages rendered from the live
// versions and uploaded before the registry names them (./cloudflare-target.ts). `npm start`
// (scripts/start.mjs) and the tests (tests/support/edge-site.ts) start it through here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_KEYS, appDirs } from '../../config/apps.mjs';
import { deploymentFromEnv, type Deployment } from '../../config/deployment.mjs';
import { startEdge } from '../../edge/run.mjs';
import { repoRoot } from '../../config/repo.mjs';
import type { Environment } from './apps.ts';
import { pagesBeforePointer, republishPages, type PagesOptions } from './cloudflare-target.ts';
import { readMeta, releaseBuild } from './release.ts';
import { readRegistry } from './registry.ts';
import type { ReleaseTarget } from './target.ts';
import { contentHash, inBatches } from './upload.ts';
import { workerStoreTarget } from './worker-store-target.ts';

export interface EdgeSite {
  url: string;
  target: ReleaseTarget;
  environment: Environment;
  /** The local store API's token (CLOUDFLARE_LOCAL_URL = url, STORE_ADMIN_TOKEN = this). */
  storeToken: string;
  /** The Worker's PREVIEW_SECRET (npm run preview), new each start. */
  previewSecret: string;
  /** Where the live versions and pages are mirrored for rendering. */
  mirror: string;
  /** The release hook that renders and uploads the pages before the registry names them. */
  preparePages: ReturnType<typeof pagesBeforePointer>;
  /** How the pages are rendered and uploaded (for a whole new generation: ./cloudflare-target.ts republishPages). */
  pagesOptions: PagesOptions;
  close(): Promise<void>;
}

export interface EdgeSiteOptions {
  /** The Worker's port (its inspector on port + 1). */
  port: number;
  environment?: Environment;
  /** The bucket's folder (a fresh temporary one, removed on close, by default). */
  persistTo?: string;
  /** Where the live versions are mirrored for rendering (a fresh temporary one by default; kept with a kept bucket, it spares the downloads). */
  mirror?: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The origin the pages name (default the Worker's own). */
  siteUrl?: string;
  turnstileSiteKey?: string;
  /** The rest of the deployment (config/deployment.mjs): the defaults' by default. */
  deployment?: Deployment;
  /** Every line the releases print (silent by default). */
  log?: (line: string) => void;
}

export async function startEdgeSite(options: EdgeSiteOptions): Promise<EdgeSite> {
  const { port, environment = 'production', persistTo, supabaseUrl, supabaseAnonKey, turnstileSiteKey, log = () => undefined } = options;
  const bucket = persistTo ?? (await mkdtemp(path.join(tmpdir(), 'edge-site-r2-')));
  const mirror = options.mirror ?? (await mkdtemp(path.join(tmpdir(), 'edge-site-mirror-')));
  const siteUrl = (options.siteUrl || `http://localhost:${port}`).replace(/\/$/, '');
  const edge = await startEdge({ port, persistTo: bucket, environment, supabaseUrl, supabaseAnonKey, siteUrl, turnstileSiteKey });
  const target = workerStoreTarget({ url: edge.url, token: edge.storeToken });
  // The site the pages are rendered for: this Worker's origin and backend.
  const deployment: Deployment = {
    ...(options.deployment ?? deploymentFromEnv({})),
    siteUrl,
    siteUrlSet: true,
    supabase: { url: supabaseUrl, anonKey: supabaseAnonKey, local: false },
    turnstileSiteKey: turnstileSiteKey ?? '',
  };
  const pagesOptions: PagesOptions = { target, environment, deployment, mirror, log };
  return {
    url: edge.url,
    target,
    environment,
    storeToken: edge.storeToken,
    previewSecret: edge.previewSecret,
    mirror,
    preparePages: pagesBeforePointer(pagesOptions),
    pagesOptions,
    async close() {
      await edge.close();
      if (!options.mirror) await rm(mirror, { recursive: true, force: true });
      if (!persistTo) await rm(bucket, { recursive: true, force: true });
    },
  };
}

/**
 * Releases every app of config/apps.mjs from its build, the remotes first and the shell (whose release
 * renders the pages) last; answers the apps it released. `reuse` (npm start over the bucket of its
 * last run): an app whose live version holds the same build is not released again, and when the
 * shell was not, every page is rendered anew from the data as it is now (it may have changed since).
 */
export async function releaseAll(
  site: EdgeSite,
  { now = new Date(), log = () => undefined, reuse = false }: { now?: Date; log?: (line: string) => void; reuse?: boolean } = {},
): Promise<string[]> {
  const order = [...REMOTE_KEYS.map((key) => appDirs[key]), appDirs.shell];
  const released: string[] = [];
  for (const [index, app] of order.entries()) {
    const distDir = path.join(repoRoot, app, 'dist');
    if (reuse) {
      const live = (await readRegistry(site.target, site.environment)).apps[app]?.live.version;
      const meta = live ? await readMeta(site.target, app, live) : null;
      if (meta?.distHash && meta.distHash === (await contentHash(distDir))) {
        log(`${app} ${live} is live and holds this build: not released again`);
        continue;
      }
    }
    await releaseBuild({
      app,
      environment: site.environment,
      target: site.target,
      distDir,
      serverDistDir: path.join(repoRoot, app, 'dist-server'),
      now: new Date(now.getTime() + index * 1000),
      log,
      preparePages: site.preparePages,
    });
    released.push(app);
  }
  if (reuse && !released.includes(appDirs.shell)) await republishPages(site.pagesOptions);
  return released;
}

/**
 * A kept bucket gains a pages folder each start: all but the live one and the `keep` newest go
 * (production's bucket keeps them, for rollbacks of the pointer). Answers how many folders went.
 */
export async function pruneOldPages(site: EdgeSite, keep = 2): Promise<number> {
  const live = (await readRegistry(site.target, site.environment)).pages?.dir;
  const prefix = `pages/${site.environment}/`;
  const keys = await site.target.list(prefix);
  // Folders hold files; beside each, its revision object (./mirror.ts) goes with it.
  const folders = [...new Set(keys.filter((key) => key.slice(prefix.length).includes('/')).map((key) => key.slice(prefix.length).split('/')[0]))].sort();
  const gone = folders.slice(0, -keep).filter((folder) => `${prefix}${folder}` !== live);
  for (const folder of gone) {
    const objects = keys.filter((key) => key.startsWith(`${prefix}${folder}/`) || key === `${prefix}${folder}.revision`);
    await inBatches(objects, 16, (key) => site.target.remove(key));
  }
  return gone.length;
}
