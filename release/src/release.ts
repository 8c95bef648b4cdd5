// release / rollback / list: the operations behind `npm run release`, `npm run rollback` and
// `npm run releases` (./cli.ts). A release uploads a build once under <app>/<version>/ (never
// overwritten), records meta/<app>/<version>.json, runs the gates (./gates.ts) against what is live,
// and only then rewrites registry/<env>.json. A refused release leaves the registry untouched.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';
import { APP_NAMES, type Environment } from './apps.ts';
import { contentHash, filesOf, uploadFiles } from './upload.ts';
import { gateProblems } from './gates.ts';
import { writeHeadersFile } from './host-files.ts';
import { describeBuild, gitInfo, versionName, type ReleaseMeta } from './metadata.ts';
import { promoted, readRegistry, rolledBack, updateRegistry, type Registry } from './registry.ts';
import { readJson, writeJson, type ReleaseTarget } from './target.ts';

export const metaKey = (app: string, version: string) => `meta/${app}/${version}.json`;
/** Written, only if absent, before a version's first file: of two releases of one version, one goes on. */
export const claimKey = (app: string, version: string) => `claims/${app}/${version}`;
/** The Node build of a version (page generation), kept beside the public files, not among them. */
export const serverPrefix = (app: string, version: string) => `server/${app}/${version}/`;

export class GateRefusal extends Error {
  constructor(
    readonly problems: string[],
    readonly meta: ReleaseMeta,
  ) {
    super(`release of ${meta.app} ${meta.version} refused; nothing changed for visitors:\n  - ${problems.join('\n  - ')}`);
  }
}

async function upload(target: ReleaseTarget, dir: string, prefix: string, { skipCompressedTwins }: { skipCompressedTwins: boolean }) {
  const files = (await filesOf(dir)).filter((file) => !(skipCompressedTwins && /\.(br|gz)$/.test(file)));
  await uploadFiles(target, dir, prefix, files, { ifAbsent: true });
  return files.length;
}

export async function readMeta(target: ReleaseTarget, app: string, version: string): Promise<ReleaseMeta | null> {
  return readJson<ReleaseMeta>(target, metaKey(app, version));
}

/** The live release of every app, or the repository's current build of an app never released here. */
async function liveApps(target: ReleaseTarget, registry: Registry): Promise<Array<Omit<ReleaseMeta, 'releasedAt'> & { version?: string }>> {
  const out = [];
  for (const app of APP_NAMES) {
    const live = registry.apps[app];
    if (live) {
      const meta = await readMeta(target, app, live.live.version);
      if (meta) out.push(meta);
      continue;
    }
    const dist = path.join(repoRoot, app, 'dist');
    const described = await describeBuild(app, dist).catch(() => null);
    if (described) out.push({ ...described, version: `(unreleased build in ${path.relative(repoRoot, dist)})` } as ReleaseMeta);
  }
  return out;
}

export interface ReleaseOptions {
  app: string;
  environment: Environment;
  target: ReleaseTarget;
  /** The built app (default <app>/dist) and its Node build (default <app>/dist-server, when it exists). */
  distDir?: string;
  serverDistDir?: string;
  now?: Date;
  log?: (line: string) => void;
  /** Record and check the page-props contract, from the remotes' manifests (./props-contract.ts). */
  propsContract?: boolean;
  /** The smoke-test gate (./smoke.ts): problems found with the candidate's build composed with the live apps. */
  smoke?: (candidateDist: string) => Promise<string[]>;
  /** Runs after the registry changed (page generation, ./pages.ts). */
  afterPromotion?: (registry: Registry, app: string) => Promise<void>;
  /**
   * Runs before the registry changes, with the registry as it will be: the pages rendered from those
   * versions, uploaded, to be named in the same registry write (./cloudflare-target.ts).
   */
  preparePages?: (candidate: Registry, app: string) => Promise<Registry['pages']>;
  /**
   * Upload, record and check against what is live, but move no pointer: a candidate to preview
   * (./preview.ts) and promote later (`npm run promote -- <app> --version <v>`).
   */
  candidate?: boolean;
}

/** The candidate's pages (when the target prepares them) and a registry change that names them. */
async function withPages(options: Pick<ReleaseOptions, 'preparePages' | 'app'>, candidate: Registry) {
  const pages = await options.preparePages?.(candidate, options.app);
  return (next: Registry): Registry => (pages ? { ...next, pages } : next);
}

export async function releaseBuild(options: ReleaseOptions): Promise<{ meta: ReleaseMeta; registry: Registry }> {
  const { app, environment, target, now = new Date(), log = console.log } = options;
  const distDir = options.distDir ?? path.join(repoRoot, app, 'dist');
  const serverDistDir = options.serverDistDir ?? path.join(repoRoot, app, 'dist-server');
  const described = await describeBuild(app, distDir, gitInfo(), { props: options.propsContract });
  const version = versionName(now, described.commit);
  if ((await target.exists(metaKey(app, version))) || (await target.list(`${app}/${version}/`)).length) {
    throw new Error(`${app} ${version} already exists in ${target.description}: versions are immutable (wait a second or commit)`);
  }
  const meta: ReleaseMeta = { ...described, version, releasedAt: now.toISOString(), distHash: await contentHash(distDir) };
  await target.write(claimKey(app, version), Buffer.from(`${now.toISOString()}\n`), { contentType: 'text/plain', cacheControl: 'no-cache', ifAbsent: true });
  await writeHeadersFile(distDir);
  const count = await upload(target, distDir, `${app}/${version}/`, { skipCompressedTwins: !target.servesCompressedTwins });
  const hasServer = await readdir(serverDistDir).then(
    () => true,
    () => false,
  );
  if (hasServer) await upload(target, serverDistDir, serverPrefix(app, version), { skipCompressedTwins: true });
  log(`uploaded ${app} ${version}: ${count} files to ${target.description}`);

  const registry = await readRegistry(target, environment);
  const problems = gateProblems(meta, await liveApps(target, registry));
  if (!problems.length && options.smoke) {
    log(`smoke test of ${app} ${version} with the live apps (Chromium, es and ar)…`);
    problems.push(...(await options.smoke(distDir)));
  }
  if (problems.length) {
    const refused = { ...meta, refused: problems.join('; ') };
    await writeJson(target, metaKey(app, version), refused);
    throw new GateRefusal(problems, refused);
  }
  await writeJson(target, metaKey(app, version), meta);
  if (options.candidate) {
    log(`${app} ${version} is a candidate: nothing changed for visitors (npm run preview -- ${app} --version ${version})`);
    return { meta, registry };
  }
  const named = await withPages(options, promoted(registry, meta, now));
  const next = await updateRegistry(target, environment, async (fresh) => {
    // Another app may have gone live while the gates ran: check against what is live now.
    const again = gateProblems(meta, await liveApps(target, fresh));
    if (again.length) throw new GateRefusal(again, meta);
    return named(promoted(fresh, meta, now));
  });
  log(`${app} ${version} is live in ${environment}`);
  await options.afterPromotion?.(next, app);
  return { meta, registry: next };
}

/**
 * Makes an uploaded version live in another environment (staging → production), after the gates
 * against that environment's live apps: no build, no upload.
 */
export async function promoteVersion(
  options: Pick<ReleaseOptions, 'app' | 'environment' | 'target' | 'log' | 'afterPromotion' | 'smoke' | 'preparePages'> & {
    version: string;
    versionDir?: string;
  },
): Promise<Registry> {
  const { app, environment, target, version, log = console.log } = options;
  const meta = await readMeta(target, app, version);
  if (!meta) throw new Error(`${app} ${version} is not in ${target.description}`);
  if (meta.refused) throw new Error(`${app} ${version} was refused when it was released (${meta.refused})`);
  const smokeProblems = options.smoke && options.versionDir ? await options.smoke(options.versionDir) : [];
  if (smokeProblems.length) throw new GateRefusal(smokeProblems, meta);
  const current = await readRegistry(target, environment);
  const early = gateProblems(meta, await liveApps(target, current));
  if (early.length) throw new GateRefusal(early, meta);
  const named = await withPages(options, promoted(current, meta));
  const next = await updateRegistry(target, environment, async (registry) => {
    const problems = gateProblems(meta, await liveApps(target, registry));
    if (problems.length) throw new GateRefusal(problems, meta);
    return named(promoted(registry, meta));
  });
  log(`${app} ${version} is live in ${environment}`);
  await options.afterPromotion?.(next, app);
  return next;
}

export async function rollback(options: Pick<ReleaseOptions, 'app' | 'environment' | 'target' | 'log' | 'afterPromotion' | 'preparePages'>): Promise<Registry> {
  const { app, environment, target, log = console.log } = options;
  let from: string | undefined;
  const named = await withPages(options, rolledBack(await readRegistry(target, environment), app));
  const next = await updateRegistry(target, environment, (registry) => {
    from = registry.apps[app]?.live.version;
    return named(rolledBack(registry, app));
  });
  log(`${app}: ${from} → ${next.apps[app].live.version} is live again in ${environment}`);
  await options.afterPromotion?.(next, app);
  return next;
}

export interface ListedRelease {
  app: string;
  version: string;
  releasedAt: string;
  author: string;
  commit: string;
  live: boolean;
  dirty: boolean;
  refused?: string;
}

export async function listReleases(target: ReleaseTarget, environment: Environment, apps = APP_NAMES): Promise<ListedRelease[]> {
  const registry = await readRegistry(target, environment);
  const out: ListedRelease[] = [];
  for (const app of apps) {
    for (const key of await target.list(`meta/${app}/`)) {
      const meta = await readJson<ReleaseMeta>(target, key);
      if (!meta) continue;
      const { version, releasedAt, author, commit, refused, dirty } = meta;
      out.push({ app, version, releasedAt, author, commit, refused, dirty, live: registry.apps[app]?.live.version === version });
    }
  }
  return out;
}
