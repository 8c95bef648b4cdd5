// The bucket's live versions and pages, mirrored on the machine that renders pages (a release, the
// site-update job, the smoke gate): the generator reads files, not a bucket. A version never changes,
// so it is fetched once. A pages folder does change (the site-update job rewrites pages in it, from
// any machine): each writer stores a new revision beside it, and a mirror marked with another
// revision is fetched again.
import { randomUUID } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';
import { localTarget } from './local-target.ts';
import { liveDirs } from './pages.ts';
import type { Registry } from './registry.ts';
import { serverPrefix } from './release.ts';
import type { ReleaseTarget } from './target.ts';
import { filesOf, inBatches } from './upload.ts';

export const DEFAULT_MIRROR = path.join(repoRoot, '.releases-mirror');

/** Written last into a mirrored folder: its content is the revision mirrored (empty for a version). */
export const MARKER = '.mirrored';

/** The revision object of a pages folder: beside it, not in it, so the Worker never serves it. */
const revisionKey = (dir: string) => `${dir}.revision`;

/**
 * Copies every object under `prefix` from the bucket into the mirror, unless its marker says
 * this `revision` is already there.
 */
export async function mirrorPrefix(target: ReleaseTarget, mirror: string, prefix: string, revision = '') {
  const local = localTarget(mirror);
  const marker = local.pathOf(prefix + MARKER);
  const mirrored = await readFile(marker, 'utf8').catch(() => null);
  if (mirrored === revision) return;
  if (mirrored !== null) await rm(local.pathOf(prefix), { recursive: true, force: true });
  await inBatches(await target.list(prefix), 16, async (key) => {
    const body = await target.read(key);
    if (body) await local.write(key, body, { contentType: '', cacheControl: '' });
  });
  await local.write(prefix + MARKER, Buffer.from(revision), { contentType: '', cacheControl: '' });
}

/** The pages folder `dir` of the bucket as it is now, in the mirror; resolves with its local path. */
export async function mirrorPages(target: ReleaseTarget, mirror: string, dir: string): Promise<string> {
  const revision = (await target.read(revisionKey(dir)))?.toString('utf8') ?? '';
  await mirrorPrefix(target, mirror, `${dir}/`, revision);
  return path.join(mirror, ...dir.split('/'));
}

/**
 * After writing a pages folder's files to the bucket: a new revision there, and in the local copy's
 * marker (which this writer keeps as the bucket has it).
 */
export async function markPagesWritten(target: ReleaseTarget, mirror: string, dir: string) {
  const revision = randomUUID();
  await target.write(revisionKey(dir), Buffer.from(revision), { contentType: 'text/plain', cacheControl: 'no-cache' });
  await writeFile(path.join(mirror, ...dir.split('/'), MARKER), revision);
}

/** A local copy that may differ from the bucket's (a failed write): fetched again next time. */
export async function forgetMirrored(folder: string) {
  await rm(path.join(folder, MARKER), { force: true });
}

/** Every live version mirrored; where each app's files are (./pages.ts liveDirs), what the generator renders from. */
export async function mirrorLiveVersions(target: ReleaseTarget, mirror: string, registry: Registry) {
  for (const [app, { live }] of Object.entries(registry.apps))
    for (const prefix of [`${app}/${live.version}/`, serverPrefix(app, live.version)]) await mirrorPrefix(target, mirror, prefix);
  return liveDirs(mirror, registry);
}

/** Each file's size and modification time: what the generator rewrote shows as a new stamp. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const stamps = new Map<string, string>();
  for (const file of (await filesOf(dir)).filter((name) => name !== MARKER)) {
    const info = await stat(path.join(dir, ...file.split('/')));
    stamps.set(file, `${info.size}:${info.mtimeMs}`);
  }
  return stamps;
}

/** The files of `after` that are new or rewritten since `before`. */
export const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
