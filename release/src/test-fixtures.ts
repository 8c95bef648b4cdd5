// A small built app for the release tests: the files and the mf-manifest.json fields the release
// code reads (shared versions, exposes), so the tests need no Rsbuild build.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../config/repo.mjs';

// The installed React, so a fake build shares with the repository's own builds when a test compares them.
const INSTALLED_REACT = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/react/package.json'), 'utf8')).version as string;

export const BLOG_EXPOSES = ['./BlogListPage', './BlogPostPage', './LatestPosts'];

const made: string[] = [];

/** Removes the builds fakeBuild made (each test file's afterAll). */
export async function removeFakeBuilds() {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function fakeBuild({ react = INSTALLED_REACT, exposes = [] as string[], text = 'v1' } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'release-build-'));
  made.push(dir);
  await mkdir(path.join(dir, 'static/js'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${text}</title>`);
  const script = `console.log(${JSON.stringify(text)});`;
  await writeFile(path.join(dir, 'static/js/main.abc123.js'), script);
  await writeFile(path.join(dir, 'static/js/main.abc123.js.gz'), gzipSync(script));
  // A chunk only this build has (hashed names differ between builds).
  await writeFile(path.join(dir, `static/js/${text.replace(/\W+/g, '-')}.chunk.js`), script);
  const manifest = {
    shared: [
      { name: 'react', version: react, singleton: true },
      { name: 'react-dom', version: react, singleton: true },
      { name: 'shared-ui', version: '0.1.0', singleton: true },
    ],
    exposes: exposes.map((module) => ({ path: module })),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}
