// Pages follow releases. Promoting or rolling back an app whose code is in the generated public
// pages (shell, mf-marketing, mf-blog) renders the pages again from the *live* versions, into a new
// folder of the store (pages/<env>/<time>/), then points the registry at it: the production server
// serves the shell from there (./live-root.mjs), so the switch is one registry write and a failed
// generation changes nothing.
//
// The generator (site-generator/cli.ts, through generatePages() in site-generator/run.mjs) is told
// the deployment (config/deployment.mjs) and where each live version's browser and Node builds are
// (liveDirs: site-generator/src/site-builds.ts).
import { cp, mkdir, readdir, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Deployment } from '../../config/deployment.mjs';
import { repositoryBuilds } from '../../site-generator/src/site-builds.ts';
import { generatePages } from '../../site-generator/run.mjs';
import { APP_NAMES, PAGE_APPS } from './apps.ts';
import { localTarget } from './local-target.ts';
import { readRegistry, updateRegistry, type Registry } from './registry.ts';
import { serverPrefix } from './release.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The version pages are rendered from for `app`: the live one, or the repository's build while none is. */
export const renderedVersion = (registry: Registry, app: string) => registry.apps[app]?.live.version ?? 'repository build';

/** Where each app's files are for this registry: its live version, or the repository's build. */
export function liveDirs(store: string, registry: Registry) {
  const repository = repositoryBuilds();
  return Object.fromEntries(
    APP_NAMES.map((app) => {
      const live = registry.apps[app]?.live.version;
      return [
        app,
        live
          ? { dist: path.join(store, app, live), server: path.join(store, ...serverPrefix(app, live).split('/')), version: live }
          : { ...repository[app], version: renderedVersion(registry, app) },
      ];
    }),
  );
}

// The shell's build minus its generated pages: what the interim folder links to.
const APP_FILES = /^(static|locales|mf-runtime|mf-manifest\.json|mf-stats\.json|favicon\.svg)(\.(br|gz))?$/;

/**
 * Until the new pages exist (a full generation takes ~30 s), the pages rendered from the previous
 * versions would show their texts (each page embeds the texts it was rendered with) over the new
 * code. Meanwhile the shell serves its app for every route (rendered in the browser, from the live
 * versions): a folder with the app as index.html and no 404.html (scripts/lib/static-server.mjs then
 * answers every route with it) and links to the build's files. Made in milliseconds.
 */
async function interimPages(store: string, environment: string, shellDist: string, name: string): Promise<string> {
  const dir = `pages/${environment}/${name}-interim`;
  const out = path.join(store, dir);
  await mkdir(out, { recursive: true });
  for (const entry of await readdir(shellDist)) if (APP_FILES.test(entry)) await symlink(path.join(shellDist, entry), path.join(out, entry));
  const template = (await exists(path.join(shellDist, 'app.html'))) ? 'app.html' : 'index.html';
  await cp(path.join(shellDist, template), path.join(out, 'index.html'));
  return dir;
}

/** Renders every public page from the live versions and makes them the served pages. */
export async function regeneratePages({ store, environment, deployment }: { store: string; environment: string; deployment: Deployment }) {
  const target = localTarget(store);
  const dirs = liveDirs(store, await readRegistry(target, environment));
  const versions = Object.fromEntries(Object.entries(dirs).map(([app, { version }]) => [app, version]));
  const name = new Date().toISOString().replace(/[-:.TZ]/g, '');
  const interim = await interimPages(store, environment, dirs.shell.dist, name);
  await updateRegistry(target, environment, (registry) => ({ ...registry, pages: { dir: interim, generatedAt: new Date().toISOString(), versions } }));
  const dir = `pages/${environment}/${name}`;
  const out = path.join(store, dir);
  try {
    // The shell's build is the page template (app.html) and the files pages link to.
    await cp(dirs.shell.dist, out, { recursive: true, dereference: true });
    await generatePages({ deployment, env: { ...process.env, GENERATE_DIST: out }, builds: dirs });
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  }
  // Re-read: only the pages pointer changes here.
  await updateRegistry(target, environment, (registry) => ({ ...registry, pages: { dir, generatedAt: new Date().toISOString(), versions } }));
  await prune(path.join(store, 'pages', environment), [name, interim.split('/').at(-1)]);
  return dir;
}

/** Older page folders go; the live one and the one before stay (a server may still be reading it). */
async function prune(folder: string, keep: Array<string | undefined>) {
  for (const entry of await readdir(folder)) if (!keep.includes(entry)) await rm(path.join(folder, entry), { recursive: true, force: true });
}

/** The promotion hook of ./release.ts: pages again when the app is in them; mf-admin is not. */
export function pagesFollowRelease(options: { store: string; environment: string; deployment: Deployment }) {
  return async (_registry: Registry, app: string) => {
    if (!PAGE_APPS.includes(app)) return;
    const dir = await regeneratePages(options);
    console.log(`pages regenerated from the live versions: ${dir}`);
  };
}

/**
 * The site-update job's regeneration when the shell is served from the store's pages (the registry
 * names a pages folder): the changed posts, lists, sitemap and feeds are rendered from the *live*
 * versions into that folder, as a release renders them. Resolves with the folder, or null when the
 * store serves no pages (the job then writes into shell/dist). While a release is regenerating (its
 * interim folder is live) nothing is written: that generation reads the posts as they are now.
 */
export async function regenerateLivePages({
  store,
  environment,
  args,
  deployment,
}: {
  store: string;
  environment: string;
  args: string[];
  deployment: Deployment;
}): Promise<string | null> {
  const registry = await readRegistry(localTarget(store), environment).catch(() => null);
  const dir = registry?.pages?.dir;
  if (!registry || !dir) return null;
  if (dir.endsWith('-interim')) return dir;
  await generatePages({ deployment, env: { ...process.env, GENERATE_DIST: path.join(store, dir) }, builds: liveDirs(store, registry), args });
  return dir;
}
