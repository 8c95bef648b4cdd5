// A federated build with config/mf/esm-federation-runtime.ts takes the federation packages' ES
// modules, never their CommonJS files. A one-module remote is built twice with the federation
// options of config/rsbuild-app.ts that shape the runtime (external runtime core, web target), with
// and without the plugin and alias, unminified and with each bundled file's path in the output.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esmFederationRuntime, esmFederationRuntimeAlias, trimmedFederationRuntime } from './esm-federation-runtime';

/** The path comment (`output.pathinfo`) above each bundled file of a federation package. */
const FEDERATION_FILE = /!\*\*\* (\S*@module-federation\/[^/\s]+\/dist\/\S+) \*\*\*!/g;
const federationFiles = (output: string) => [...output.matchAll(FEDERATION_FILE)].map(([, file]) => file);

async function buildRemote(root: string, withEsm: boolean) {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      root,
      logLevel: 'error',
      plugins: [
        pluginModuleFederation({
          name: 'probe',
          exposes: { './Probe': './src/probe.ts' },
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
        }),
      ],
      source: { entry: { index: path.join(root, 'src/index.ts') } },
      resolve: withEsm ? { alias: esmFederationRuntimeAlias } : {},
      tools: {
        rspack: (config, { appendPlugins }) => {
          // Each bundled file named by its path in the output.
          config.output = { ...config.output, pathinfo: true };
          if (withEsm) appendPlugins([esmFederationRuntime(), ...trimmedFederationRuntime()]);
        },
      },
      output: { distPath: { root: path.join(root, withEsm ? 'dist-esm' : 'dist-cjs') }, minify: false, assetPrefix: 'auto' },
    },
  });
  await rsbuild.build();
  const dir = path.join(root, withEsm ? 'dist-esm' : 'dist-cjs', 'static/js');
  const entry = (await readdir(dir)).find((file) => file.startsWith('probe.'));
  if (!entry) throw new Error('no remote entry was built');
  return readFile(path.join(dir, entry), 'utf8');
}

describe('the federation runtime as ES modules', () => {
  let root: string;
  let esm: string;
  let cjs: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'esm-federation-'));
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src/probe.ts'), 'export const probe = 1;\n');
    await writeFile(path.join(root, 'src/index.ts'), "import('./probe');\n");
    [esm, cjs] = [await buildRemote(root, true), await buildRemote(root, false)];
  }, 60_000);

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('a remote entry bundles no CommonJS file of a federation package', () => {
    const files = federationFiles(esm);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => file.endsWith('.cjs'))).toEqual([]);
  });

  it("leaves out what no page runs: the errors' descriptions (not their codes), shared tree shaking's fallback", () => {
    for (const unused of ['Failed to get remoteEntry exports.', 'No fallback item found for shareKey']) {
      expect(cjs).toContain(unused);
      expect(esm).not.toContain(unused);
    }
    expect(esm).toContain('RUNTIME-001');
  });

  it('and is smaller than the entry the plugins build by themselves', () => {
    expect(federationFiles(cjs).some((file) => file.endsWith('.cjs'))).toBe(true);
    expect(esm.length).toBeLessThan(cjs.length * 0.8);
  });
});
