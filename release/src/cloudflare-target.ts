// `--target cloudflare`: the R2 bucket the Worker (edge/) serves the site from. In production it is
// written through R2's S3 API (./s3-target.ts, RELEASE_S3_*); on the local emulator through the local
// Worker's store API (./worker-store-target.ts, CLOUDFLARE_LOCAL_URL + STORE_ADMIN_TOKEN).
//
// Pages before the pointer: a release of an app in the public pages renders the pages from the
// versions that will be live (the candidate registry) into a new folder pages/<env>/<name>/, uploads
// it, and only then is the registry written — app version and pages folder in one write. A release
// of the shell renders every page; one of a remote renders the pages that hold it and copies the
// others from the live folder. The generator runs on this machine from the live versions, mirrored
// from the bucket (./mirror.ts).
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { appDirs } from '../../config/apps.mjs';
import { withLiveVersions, type Deployment } from '../../config/deployment.mjs';
import { generatePages } from '../../site-generator/run.mjs';
import { appKey, PAGE_APPS } from './apps.ts';
import { changedFiles, DEFAULT_MIRROR, markPagesWritten, mirrorLiveVersions, mirrorPages, snapshot } from './mirror.ts';
import { renderedVersion } from './pages.ts';
import { readRegistry, updateRegistry, type Registry } from './registry.ts';
import { s3TargetFromEnv } from './s3-target.ts';
import type { ReleaseTarget } from './target.ts';
import { uploadFiles } from './upload.ts';
import { workerStoreTarget } from './worker-store-target.ts';

export function cloudflareTargetFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseTarget {
  if (env.CLOUDFLARE_LOCAL_URL) {
    if (!env.STORE_ADMIN_TOKEN) throw new Error('CLOUDFLARE_LOCAL_URL needs STORE_ADMIN_TOKEN, the token the local Worker was started with');
    return workerStoreTarget({ url: env.CLOUDFLARE_LOCAL_URL, token: env.STORE_ADMIN_TOKEN });
  }
  return s3TargetFromEnv(env);
}

/** The deployment with the registry's versions live: each app's manifest at its versioned path under the site's origin, as the Worker's /env.js names it. */
export const deploymentOf = (deployment: Deployment, registry: Registry): Deployment =>
  withLiveVersions(deployment, Object.fromEntries(Object.entries(registry.apps).map(([app, { live }]) => [app, live.version])));

export interface PagesOptions {
  target: ReleaseTarget;
  environment: string;
  /** The site (config/deployment.mjs): its origin, which the pages name the remotes' files under, must be SITE_URL's. */
  deployment: Deployment;
  /** Where the live versions are mirrored (default .releases-mirror/ at the repository root). */
  mirror?: string;
  log?: (line: string) => void;
}

/** The deployment's origin, refused when it is only the default: the Worker's pages name the origin visitors use. */
export function workerSite(deployment: Deployment): Deployment {
  if (!deployment.siteUrlSet) throw new Error("the Worker's pages need SITE_URL, the origin visitors use (https://www.…)");
  return deployment;
}

/**
 * What the pages of a candidate registry need rendered: every page when none are live or the shell
 * changes (the template, the header and footer and their texts are on every page); otherwise the
 * pages holding a remote whose version is not the one the live pages were rendered from
 * (site-generator/src/site-dependencies.ts pageHolds) — none when they already are.
 */
export function pagesToRender(candidate: Registry): 'all' | string[] {
  const live = candidate.pages;
  const changed = PAGE_APPS.filter((app) => renderedVersion(candidate, app) !== live?.versions[app]);
  if (!live || changed.includes(appDirs.shell)) return 'all';
  return changed.map(appKey);
}

const isPage = (file: string) => /(^|\/)(index|404)\.html$/.test(file);

/**
 * Renders the public pages from the versions `registry` names — all of them, or those holding the
 * `render` remotes over a copy of the live folder — and uploads the folder; returns the registry's
 * pages entry. The folder stays in the mirror: the site-update job renders into it
 * (./cloudflare-site-update.ts).
 */
export async function publishPages(registry: Registry, options: PagesOptions, render: 'all' | string[] = 'all'): Promise<NonNullable<Registry['pages']>> {
  const { target, environment, mirror = DEFAULT_MIRROR, log = console.log } = options;
  const deployment = deploymentOf(workerSite(options.deployment), registry);
  const started = Date.now();
  const dirs = await mirrorLiveVersions(target, mirror, registry);
  const versions = Object.fromEntries(Object.entries(dirs).map(([app, { version }]) => [app, version]));
  const dir = `pages/${environment}/${new Date().toISOString().replace(/[-:.TZ]/g, '')}`;
  const out = path.join(mirror, ...dir.split('/'));
  const from = render === 'all' || !registry.pages ? null : registry.pages.dir;
  try {
    // The shell's build is the page template (app.html) and the files pages link to; the live folder
    // holds them too, with every page as the site-update job keeps it.
    await cp(from ? await mirrorPages(target, mirror, from) : dirs.shell.dist, out, { recursive: true, dereference: true });
    const before = await snapshot(out);
    const args = from ? (render as string[]).flatMap((remote) => ['--remote', remote]) : [];
    await generatePages({ deployment, env: { ...process.env, GENERATE_DIST: out }, builds: dirs, args });
    const after = await snapshot(out);
    const files = [...after.keys()];
    await uploadFiles(target, out, `${dir}/`, files, { ifAbsent: true });
    await markPagesWritten(target, mirror, dir);
    const rendered = changedFiles(before, after).filter(isPage).length;
    const how = from ? ` (those holding ${(render as string[]).join(', ')}; the others copied from ${from})` : '';
    log(
      `pages: ${rendered} of ${files.filter(isPage).length} rendered from the live versions${how}; ` +
        `${files.length} files uploaded to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { dir, generatedAt: new Date().toISOString(), versions };
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  } finally {
    await pruneMirroredPages(path.dirname(out), path.basename(out));
  }
}

/** Older page folders leave the mirror (the bucket keeps them: a rollback of the pointer may name one). */
async function pruneMirroredPages(folder: string, keep: string) {
  const names = (await readdir(folder).catch(() => [])).sort();
  for (const name of names.slice(0, -2)) if (name !== keep) await rm(path.join(folder, name), { recursive: true, force: true });
}

/**
 * The release hook (./release.ts, preparePages): new pages for a candidate registry when the app is
 * in them (mf-admin is in none), once the shell is live (before, the Worker serves the shell's app).
 */
export function pagesBeforePointer(options: PagesOptions) {
  return async (candidate: Registry, app: string) => {
    if (!candidate.apps.shell || !(PAGE_APPS.includes(app) || !candidate.pages)) return candidate.pages;
    const render = pagesToRender(candidate);
    return render === 'all' || render.length ? publishPages(candidate, options, render) : candidate.pages;
  };
}

/**
 * `npm run release:pages -- --target cloudflare` (the site-update job, a failed generation): every
 * page again from the versions live now, then the pages pointer. Refused if a release moved the
 * registry meanwhile (its own pages are then the newer ones).
 */
export async function republishPages(options: PagesOptions): Promise<string> {
  const live = await readRegistry(options.target, options.environment);
  const pages = await publishPages(live, options);
  const versions = (registry: Registry) => JSON.stringify(Object.entries(registry.apps).map(([app, { live: entry }]) => [app, entry.version]));
  await updateRegistry(options.target, options.environment, (registry) => {
    if (versions(registry) !== versions(live)) throw new Error('a release changed the live versions during the generation: run it again');
    return { ...registry, pages };
  });
  return pages.dir;
}
