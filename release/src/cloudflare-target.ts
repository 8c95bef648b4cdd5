// `--target cloudflare`: the R2 bucket the Worker (edge/) serves the site from. In production it is
// written through R2's S3 API (./s3-target.ts, RELEASE_S3_*); on the local emulator through the local
// Worker's store API (./worker-store-target.ts, CLOUDFLARE_LOCAL_URL + STORE_ADMIN_TOKEN).
//
// Pages before the pointer: a release of an app in the public pages renders every page from the
// versions that will be live (the candidate registry), uploads them to pages/<env>/<name>/, and only
// then is the registry written — app version and pages folder in one write. The generator runs on
// this machine from the live versions, downloaded from the bucket into a local mirror (each version
// once: versions never change).
import { cp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, appDirs, REMOTE_KEYS } from '../../config/apps.mjs';
import { generatePages } from '../../site-generator/run.mjs';
import { repoRoot } from '../../scripts/lib/repo.mjs';
import { PAGE_APPS } from './apps.ts';
import { localTarget } from './local-target.ts';
import { liveDirs } from './pages.ts';
import { readRegistry, updateRegistry, type Registry } from './registry.ts';
import { serverPrefix } from './release.ts';
import { s3TargetFromEnv } from './s3-target.ts';
import type { ReleaseTarget } from './target.ts';
import { filesOf, inBatches, uploadFiles } from './upload.ts';
import { workerStoreTarget } from './worker-store-target.ts';

export function cloudflareTargetFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseTarget {
  if (env.CLOUDFLARE_LOCAL_URL) {
    if (!env.STORE_ADMIN_TOKEN) throw new Error('CLOUDFLARE_LOCAL_URL needs STORE_ADMIN_TOKEN, the token the local Worker was started with');
    return workerStoreTarget({ url: env.CLOUDFLARE_LOCAL_URL, token: env.STORE_ADMIN_TOKEN });
  }
  return s3TargetFromEnv(env);
}

export const DEFAULT_MIRROR = path.join(repoRoot, '.releases-mirror');

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Copies every object under `prefix` from the bucket into the mirror, unless a marker says it is
 * already there (a version never changes; a pages folder is kept there by the job that writes it).
 */
export async function mirrorPrefix(target: ReleaseTarget, mirror: string, prefix: string) {
  const local = localTarget(mirror);
  const done = `${prefix}.mirrored`;
  if (await exists(local.pathOf(done))) return;
  await inBatches(await target.list(prefix), 16, async (key) => {
    const body = await target.read(key);
    if (body) await local.write(key, body, { contentType: '', cacheControl: '' });
  });
  await local.write(done, Buffer.from(''), { contentType: '', cacheControl: '' });
}

/** A version's files and its Node build, mirrored. */
async function mirrorVersion(target: ReleaseTarget, mirror: string, app: string, version: string) {
  for (const prefix of [`${app}/${version}/`, serverPrefix(app, version)]) await mirrorPrefix(target, mirror, prefix);
}

/** Each remote's manifest at its versioned path under the site's origin, as the Worker's /env.js names it. */
export function remoteUrlsOf(registry: Registry, siteUrl: string): Record<string, string> {
  return Object.fromEntries(
    REMOTE_KEYS.filter((key) => registry.apps[appDirs[key]]).map((key) => [
      APPS[key].manifestEnv,
      `${siteUrl.replace(/\/$/, '')}/_apps/${appDirs[key]}/${registry.apps[appDirs[key]].live.version}/mf-manifest.json`,
    ]),
  );
}

/** Every live version mirrored; where each app's files are (./pages.ts liveDirs), what the generator renders from. */
export async function mirrorLiveVersions(target: ReleaseTarget, mirror: string, registry: Registry) {
  for (const [app, { live }] of Object.entries(registry.apps)) await mirrorVersion(target, mirror, app, live.version);
  return liveDirs(mirror, registry);
}

export interface PagesOptions {
  target: ReleaseTarget;
  environment: string;
  /** The public origin visitors use (the pages name the remotes' files under it): SITE_URL. */
  siteUrl: string;
  /** Where the live versions are mirrored (default .releases-mirror/ at the repository root). */
  mirror?: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

/**
 * Renders every public page from the versions `registry` names and uploads them; returns the
 * registry's pages entry. The folder stays in the mirror: the site-update job renders into it
 * (./cloudflare-site-update.ts).
 */
export async function publishPages(registry: Registry, options: PagesOptions): Promise<NonNullable<Registry['pages']>> {
  const { target, environment, siteUrl, mirror = DEFAULT_MIRROR, env = process.env, log = console.log } = options;
  if (!siteUrl) throw new Error("the Worker's pages need SITE_URL, the origin visitors use (https://www.…)");
  const started = Date.now();
  const dirs = await mirrorLiveVersions(target, mirror, registry);
  const versions = Object.fromEntries(Object.entries(dirs).map(([app, { version }]) => [app, version]));
  const dir = `pages/${environment}/${new Date().toISOString().replace(/[-:.TZ]/g, '')}`;
  const out = path.join(mirror, ...dir.split('/'));
  try {
    await cp(dirs.shell.dist, out, { recursive: true, dereference: true });
    await generatePages({ env: { ...env, ...remoteUrlsOf(registry, siteUrl), SITE_URL: siteUrl, GENERATE_DIST: out }, builds: dirs });
    // The shell version's mirror marker came with its files: not a page.
    const files = (await filesOf(out)).filter((file) => file !== '.mirrored');
    await uploadFiles(target, out, `${dir}/`, files, { ifAbsent: true });
    await writeFile(path.join(out, '.mirrored'), '');
    log(`pages rendered from the live versions and uploaded: ${files.length} files to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
  return async (candidate: Registry, app: string) =>
    candidate.apps.shell && (PAGE_APPS.includes(app) || !candidate.pages) ? publishPages(candidate, options) : candidate.pages;
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
