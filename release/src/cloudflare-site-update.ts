// The site-update job on the Cloudflare target (`SITE_UPDATE_TARGET=cloudflare`, release/site-updates.ts):
// the pages that show what changed are rendered from the *live* versions (mirrored from the bucket,
// ./cloudflare-target.ts) into the mirror's copy of the live pages folder, and only what changed goes
// back: new and rewritten files are written over the live folder's, removed pages are deleted. The
// CSP manifest goes first holding both the old and the new hashes, then the pages, then the new
// manifest alone, so no visitor gets a page whose inline scripts its CSP does not name (the Worker
// re-reads a manifest older than the page it sends).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CSP_HASHES_FILE } from '../../config/site-files.mjs';
import { openGeneratorProcess } from '../../site-generator/run.mjs';
import type { GenerateRequest } from '../../site-generator/src/site-generator.ts';
import { deploymentOf, workerSite, type PagesOptions } from './cloudflare-target.ts';
import { changedFiles, DEFAULT_MIRROR, forgetMirrored, markPagesWritten, mirrorLiveVersions, mirrorPages, snapshot } from './mirror.ts';
import { readRegistry } from './registry.ts';
import { inBatches, uploadFiles } from './upload.ts';

type GeneratorProcess = Awaited<ReturnType<typeof openGeneratorProcess>>;
/**
 * The generator kept open for the live versions and pages folder it was started for (a release
 * changes them: it is then replaced), so an update renders only its pages: no start-up, no layout.
 */
let open: { key: string; generator: GeneratorProcess } | undefined;

/** Stops the generator kept open (the job's exit). */
export async function closeLiveGenerator() {
  if (!open) return;
  const { generator } = open;
  open = undefined;
  await generator.close();
}

async function generatorFor(key: string, start: () => Promise<Parameters<typeof openGeneratorProcess>[0]>): Promise<GeneratorProcess> {
  if (open?.key === key) return open.generator;
  await closeLiveGenerator();
  open = { key, generator: await openGeneratorProcess(await start()) };
  return open.generator;
}

const readHashes = async (dir: string): Promise<Record<string, string[]>> =>
  JSON.parse(await readFile(path.join(dir, CSP_HASHES_FILE), 'utf8').catch(() => '{}')) as Record<string, string[]>;

export interface SiteUpdateResult {
  /** The live pages folder written. */
  dir: string;
  written: number;
  removed: number;
}

/**
 * Renders the pages `request` names (posts, pages, facts: site-generator/src/site-generator.ts) into the
 * live pages folder of the bucket. When a release moved the pages pointer meanwhile, its pages may have been
 * rendered before the change: the update is made again in the new folder.
 */
export async function updateLivePages(options: PagesOptions & { request: GenerateRequest }): Promise<SiteUpdateResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await updatePagesOnce(options);
    const live = await readRegistry(options.target, options.environment);
    if (live.pages?.dir === result.dir || attempt === 3) return result;
  }
}

async function updatePagesOnce(options: PagesOptions & { request: GenerateRequest }): Promise<SiteUpdateResult> {
  const { target, environment, mirror = DEFAULT_MIRROR, request } = options;
  const site = workerSite(options.deployment);
  const registry = await readRegistry(target, environment);
  if (!registry.pages) throw new Error(`no pages are live in ${environment}: release the shell first`);
  const { dir } = registry.pages;
  const local = await mirrorPages(target, mirror, dir);
  const before = await snapshot(local);
  const oldHashes = await readHashes(local);
  const versions = Object.entries(registry.apps).map(([app, { live }]) => `${app}@${live.version}`);
  try {
    const deployment = deploymentOf(site, registry);
    const generator = await generatorFor(JSON.stringify({ dir, versions, mirror, deployment }), async () => ({
      builds: await mirrorLiveVersions(target, mirror, registry),
      deployment,
      env: { ...process.env, GENERATE_DIST: local },
    }));
    await generator.generate(request);
  } catch (error) {
    // The local copy may now differ from the bucket's: fetch it again next time, with a new generator.
    await forgetMirrored(local);
    await closeLiveGenerator();
    throw error;
  }
  const after = await snapshot(local);
  const written = changedFiles(before, after).filter((file) => file !== CSP_HASHES_FILE);
  const removed = [...before.keys()].filter((file) => !after.has(file));
  try {
    const newHashes = await readHashes(local);
    const both = Object.fromEntries(
      [...new Set([...Object.keys(oldHashes), ...Object.keys(newHashes)])].map((page) => [
        page,
        [...new Set([...(oldHashes[page] ?? []), ...(newHashes[page] ?? [])])],
      ]),
    );
    const prefix = `${dir}/`;
    const manifest = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' };
    // Before the pages: the Worker reads the manifest again for a page written after its copy
    // (edge/src/worker.ts, hashesOf), so a new page is never sent with its old hashes.
    await target.write(prefix + CSP_HASHES_FILE, Buffer.from(JSON.stringify(both)), manifest);
    await uploadFiles(target, local, prefix, written, { ifAbsent: false });
    await inBatches(removed, 16, (file) => target.remove(prefix + file));
    await uploadFiles(target, local, prefix, [CSP_HASHES_FILE], { ifAbsent: false });
    await markPagesWritten(target, mirror, dir);
  } catch (error) {
    await forgetMirrored(local);
    throw error;
  }
  return { dir, written: written.length, removed: removed.length };
}
