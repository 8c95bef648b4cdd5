// What a release records about itself (meta/<app>/<version>.json in the store), read from the build
// and from git, so the gates can compare a candidate with what is live without rebuilding anything.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sharedDependencies } from '../../config/mf-shared.ts';
import { pageModules } from '../../config/mf/remote-manifest.ts';
import { repoRoot } from '../../config/repo.mjs';
import { remoteManifests } from '../../shell/remote-manifests.ts';
import { PAGE_SLOTS } from '../../shell/src/app/page-slots.ts';

export interface ReleaseMeta {
  app: string;
  version: string;
  releasedAt: string;
  commit: string;
  /** The working tree had uncommitted changes when it was built. */
  dirty: boolean;
  /** Who released (their git identity). */
  author: string;
  /** Who wrote the commit it was built from. */
  commitAuthor?: string;
  /** Singleton shared packages and the versions this build was made with. */
  shared: Record<string, string>;
  /** Modules a remote exposes ('./BlogListPage'), from its mf-manifest.json. */
  exposes: string[];
  /** What a shell loads from each remote: { mf_blog: ['./BlogListPage', …] }. */
  imports: Record<string, string[]>;
  /** A remote: the props each exposed module requires. The shell: the props it passes, per remote and module (./props-contract.ts). */
  requires?: Record<string, string[]>;
  passes?: Record<string, Record<string, string[]>>;
  /** Set when the gates refused the release: it was uploaded but never made live. */
  refused?: string;
  /** SHA-256 of the build's files (./upload.ts contentHash): `npm start` reuses a live version that holds the same build. */
  distHash?: string;
}

/**
 * The singletons of the shared contract (config/mf-shared.ts; trailing-slash keys are subpath
 * patterns of the same package), plus react-router, which the apps share inside shared-ui/router
 * (shared-ui/src/platform/router.ts) and which must therefore match too.
 */
export function singletonNames(): string[] {
  const names = Object.entries(sharedDependencies)
    .filter(([, options]) => options.singleton)
    .map(([name]) => name.replace(/\/$/, ''));
  return [...new Set([...names, 'react-router'])];
}

async function installedVersion(name: string): Promise<string | undefined> {
  const candidates = [path.join(repoRoot, 'node_modules', name, 'package.json'), path.join(repoRoot, name, 'package.json')];
  for (const file of candidates) {
    const version = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text).version as string,
      () => undefined,
    );
    if (version) return version;
  }
  return undefined;
}

interface Manifest {
  shared?: Array<{ name: string; version: string }>;
  exposes?: Array<{ path: string }>;
}

export async function readManifest(distDir: string): Promise<Manifest> {
  const text = await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8').catch(() => {
    throw new Error(`${distDir} has no mf-manifest.json: build the app first (or drop --no-build)`);
  });
  return JSON.parse(text) as Manifest;
}

/** Versions of the singletons as built (the manifest's shared list), else as installed now. */
export async function sharedVersions(manifest: Manifest): Promise<Record<string, string>> {
  const built = new Map((manifest.shared ?? []).map((entry) => [entry.name, entry.version]));
  const out: Record<string, string> = {};
  for (const name of singletonNames()) {
    const version = built.get(name) ?? (await installedVersion(name));
    if (version) out[name] = version;
  }
  return out;
}

/**
 * What the shell loads from each remote: the pages the remotes' manifests own (compiled into its build,
 * config/rsbuild-app.ts) and the modules it slots into them (shell/src/app/page-slots.ts). It loads them
 * by name at run time (loadRemote), so its mf-manifest.json does not list them.
 */
export function shellImports(): Record<string, string[]> {
  const slotted = Object.values(PAGE_SLOTS).flatMap((slots) => Object.values(slots));
  const imports: Record<string, Set<string>> = {};
  for (const { remote, module } of [...Object.values(pageModules(remoteManifests)), ...slotted]) (imports[remote] ??= new Set()).add(module);
  return Object.fromEntries(Object.entries(imports).map(([remote, modules]) => [remote, [...modules].sort()]));
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function gitInfo() {
  const commit = git(['rev-parse', 'HEAD']) || 'unknown';
  // Who released: the person running the command (CI: the actor's git identity), else the commit's author.
  const author = git(['config', 'user.name']) || git(['log', '-1', '--format=%an']) || process.env.USER || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  const commitAuthor = git(['log', '-1', '--format=%an <%ae>']) || undefined;
  return { commit, author, dirty, commitAuthor };
}

/** '<yyyymmddhhmmss>-<short sha>' in UTC: sorts by time, names its commit. */
export function versionName(now: Date, commit: string): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${commit.slice(0, 7)}`;
}

/**
 * The metadata of a build in `distDir` (the shell's imports from the remotes' manifests). `props`: also
 * the page-props contract, from the manifests' types with the TypeScript compiler (~6 s).
 */
export async function describeBuild(
  app: string,
  distDir: string,
  info = gitInfo(),
  { props = false } = {},
): Promise<Omit<ReleaseMeta, 'version' | 'releasedAt'>> {
  const manifest = await readManifest(distDir);
  const contract = props ? await import('./props-contract.ts') : null;
  const imports = app === 'shell' ? shellImports() : {};
  return {
    ...(contract ? (app === 'shell' ? { passes: await contract.passedProps(imports) } : { requires: await contract.requiredProps(app) }) : {}),
    app,
    commit: info.commit,
    dirty: info.dirty,
    author: info.author,
    commitAuthor: info.commitAuthor,
    shared: await sharedVersions(manifest),
    exposes: app === 'shell' ? [] : (manifest.exposes ?? []).map((entry) => entry.path).sort(),
    imports,
  };
}
