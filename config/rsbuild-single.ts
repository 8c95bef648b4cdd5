// Measurement build for `npm run perf` (never deployed): the shell's layout and router with the
// remotes' public pages imported directly, as ONE Rsbuild bundle without Module Federation. Same
// React plugin, HTML template, /env.js tag and chunk-split strategy as config/rsbuild-app.ts, so
// the JS-bytes ratio composed / single isolates what the composition itself costs.
// Build: npx rsbuild build -c config/rsbuild-single.ts  (output: .perf/single-dist)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { appAliasRspackPlugin } from './app-alias.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root: path.join(repoRoot, 'shell'),
  plugins: [pluginReact()],
  source: { entry: { index: path.join(repoRoot, 'shell/src/single/index.ts') } },
  html: {
    title: 'Abogados en Dénia | Bufete de abogados',
    template: path.join(repoRoot, 'config/index.html'),
    favicon: path.join(repoRoot, 'config/favicon.svg'),
    tags: [{ tag: 'script', attrs: { src: '/env.js', defer: true }, head: true, append: false }],
  },
  output: {
    distPath: { root: path.join(repoRoot, '.perf/single-dist') },
    filenameHash: 'contenthash:8', // as config/rsbuild-app.ts
    assetPrefix: '/',
    cleanDistPath: true,
  },
  server: {
    // Every app's locale files on the one origin (each app's /locales/<lng>/<ns>.json).
    publicDir: ['shared-i18n', 'shell', 'mf-marketing', 'mf-blog', 'mf-admin', 'mf-clients']
      .map((dir) => path.join(repoRoot, dir, 'public'))
      .map((name) => ({ name })),
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  // Each app's `@/…` is its own src/ (config/app-alias.mjs): this bundle compiles the remotes' pages too.
  tools: { rspack: (_config, { appendPlugins }) => appendPlugins(appAliasRspackPlugin(rspack)) },
});
