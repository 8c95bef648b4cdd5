// Files between a folder and a store, a few at a time: fast against a bucket, gentle on a 2-core
// machine. Used by releases (./release.ts), pages (./cloudflare-target.ts) and site updates
// (./cloudflare-site-update.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from '../../config/cache-policy.mjs';
import { HEADERS_FILE } from '../../config/site-files.mjs';
import { contentTypeOf } from './content-type.ts';
import type { ReleaseTarget } from './target.ts';

export async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(work));
}

/** Every file under `dir`, as '/'-separated paths relative to it. */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Writes `files` of `dir` under `prefix`, each with the type and cache policy of its name (a `.br`/`.gz`
 * twin with its original's type). `ifAbsent`: a version's files are never overwritten.
 */
export async function uploadFiles(target: ReleaseTarget, dir: string, prefix: string, files: readonly string[], { ifAbsent }: { ifAbsent: boolean }) {
  await inBatches(files, 16, async (file) => {
    const body = await readFile(path.join(dir, ...file.split('/')));
    await target.write(prefix + file, body, { contentType: contentTypeOf(file.replace(/\.(br|gz)$/, '')), cacheControl: cacheControlFor(file), ifAbsent });
  });
}

/** SHA-256 of a build's files, names and contents, leaving out what is derived from them (compressed twins, `_headers`). */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await filesOf(dir)).filter((file) => !/\.(br|gz)$/.test(file) && file !== HEADERS_FILE).sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(dir, ...file.split('/'))))
      .update('\0');
  return hash.digest('hex');
}
