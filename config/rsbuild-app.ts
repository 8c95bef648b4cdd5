// One Rsbuild + Module Federation setup for all four apps, so the shell and the remotes can only
// differ in what they expose or consume, never in how they share dependencies or load assets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, rspack, type RsbuildConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { appAliasRspackPlugin } from './app-alias.mjs';
import { APPS, ports, REMOTE_KEYS, type AppEntry, type AppKey, type RemoteKey } from './apps.mjs';
import { sharedDependencies } from './mf-shared';
import { pageModules, type RemoteManifest } from './mf/remote-manifest';
import { esmFederationRuntime, esmFederationRuntimeAlias, trimmedFederationRuntime } from './mf/esm-federation-runtime';
import { SERVER_SHARED_SCOPE } from './mf/server-remote';
import { runtimeEnvScript } from './runtime-env.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNTIME_CORE_ENVIRONMENT = 'runtime-core';
const RUNTIME_CORE_DIR = 'mf-runtime';
const RUNTIME_CORE_SCRIPT = 'runtime-core';

interface FederatedAppOptions {
  /** Federation name, a JS identifier: shell, mf_marketing, mf_blog, mf_admin. */
  name: string;
  /** Folder of the app, relative to the repository root. */
  dir: string;
  port: number;
  title: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  runtimePlugins?: readonly string[];
  /** The app's entry for Node (its public pages, rendered at build time by site-generator/cli.ts). */
  serverEntry?: string;
}

/**
 * What an app's build reads of the remotes' manifests, given by its rsbuild.config.ts (config/ reads no
 * app): a remote's own (its src/remote.ts), or every remote's for the shell (shell/remote-manifests.ts).
 */
export type BuildManifests = { manifest: RemoteManifest } | { remoteManifests: Readonly<Record<RemoteKey, RemoteManifest>> };

/**
 * The build options of an app of the registry (config/apps.mjs). The shell's remotes are every
 * other app; their build-time entries are only defaults: the remote-urls runtime plugin replaces
 * them with the URLs in /env.js, so moving a remote needs no shell rebuild.
 */
function registryOptions(key: AppKey, manifests: BuildManifests): FederatedAppOptions {
  const app: AppEntry = APPS[key];
  const localManifest = (remote: AppKey) => `${remote}@http://localhost:${ports[remote]}/mf-manifest.json`;
  return {
    name: key,
    dir: app.dir,
    port: ports[key],
    title: app.title,
    // The federation `exposes`: module → its source file.
    exposes: 'manifest' in manifests ? Object.fromEntries(Object.entries(manifests.manifest.exposes).map(([name, module]) => [name, module.file])) : undefined,
    serverEntry: app.serverEntry,
    runtimePlugins: app.runtimePlugins,
    remotes: key === 'shell' ? Object.fromEntries(REMOTE_KEYS.map((remote) => [remote, localManifest(remote)])) : undefined,
  };
}

/**
 * What a server build takes from outside instead of bundling, as the browser build shares it
 * (config/mf-shared.ts): npm packages through Node's own resolution (one copy in node_modules), the
 * workspace packages from the shared scope the shell's server build provides (shell/src/server/index.tsx),
 * because they are TypeScript and CSS modules that only a bundler can load.
 */
const NPM_SHARED = /^(react|react-dom|react-router|i18next|react-i18next|zustand|@tanstack\/react-query|@supabase\/[\w-]+)(\/.*)?$/;
const WORKSPACE_SHARED = /^shared-(core|i18n|ui)(\/.*)?$/;

function serverExternals(isHost: boolean) {
  return ({ request }: Rspack.ExternalItemFunctionData, callback: (error?: Error, result?: string | string[], type?: Rspack.ExternalsType) => void) => {
    if (request && NPM_SHARED.test(request)) return callback(undefined, request, 'commonjs');
    // The shell bundles the workspace packages and provides them; the remotes take them from it.
    if (request && !isHost && WORKSPACE_SHARED.test(request)) return callback(undefined, [SERVER_SHARED_SCOPE, request], 'global');
    return callback();
  };
}

/** The Rsbuild configuration of the registry's app `key` (its rsbuild.config.ts is this one call). */
export function federatedApp(key: AppKey, manifests: BuildManifests): RsbuildConfig {
  const options = registryOptions(key, manifests);
  // Overrides used to build a variant of one app elsewhere (the independent-redeploy and the
  // stale-page tests): its sources from a copy beside the apps, its outputs into other folders.
  const appDir = process.env.APP_SOURCE_DIR ?? path.join(repoRoot, options.dir);
  const distDir = process.env.APP_DIST_DIR ?? path.join(appDir, 'dist');
  const serverDistDir = process.env.APP_SERVER_DIST_DIR ?? path.join(appDir, 'dist-server');
  const publicDir = process.env.APP_PUBLIC_DIR ?? path.join(appDir, 'public');
  const isHost = !options.exposes;
  // The shell's page is served at every route, so its assets need absolute URLs. A remote's chunks
  // must come from the remote's own origin, not from the page that loads them: 'auto' takes the
  // origin from the remote's script at run time. Its standalone page gets <base href="/"> so
  // those relative URLs also work at deep routes of the harness; the Worker serves that page of a
  // release with <base href="/_apps/<app>/<version>/"> (edge/src/worker.ts), so the same relative
  // URLs (its runtime core included) name that version's own files.
  const assetPrefix = isHost ? '/' : 'auto';
  return defineConfig({
    root: appDir,
    // The shell's page map (shell/src/remotes/remote-pages.ts): which remote module renders each page,
    // from the remotes' manifests, as data (importing the manifests would bundle the remotes' pages).
    source: 'remoteManifests' in manifests ? { define: { __REMOTE_PAGES__: JSON.stringify(pageModules(manifests.remoteManifests)) } } : undefined,
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        remotes: options.remotes,
        shared: sharedDependencies,
        // A remote that is down must not take the whole site with it (module-federation/core#3877).
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ? [...options.runtimePlugins] : undefined,
        dts: false,
        experiments: {
          // One federation runtime per page: the shell provides it, the remotes' entries use it.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only builds: the runtime's Node.js loading code is left out (~2 kB per entry).
          optimization: { target: 'web' },
        },
      }),
    ],
    environments: {
      // The federation plugin builds the 'web' environment (its default name) only.
      web: {
        source: { entry: { index: path.join(appDir, 'src/index.ts') } },
        resolve: { alias: esmFederationRuntimeAlias },
        tools: { rspack: (_config, { appendPlugins }) => appendPlugins([esmFederationRuntime(), ...trimmedFederationRuntime()]) },
      },
      ...(options.serverEntry
        ? {
            // The same pages for Node: CommonJS, shared packages external, no CSS emitted (class
            // names only, computed as in the web build so the markup matches what hydrates).
            server: {
              source: { entry: { server: path.join(appDir, options.serverEntry) } },
              output: {
                target: 'node',
                distPath: { root: serverDistDir },
                // CommonJS files in packages of "type": "module".
                filename: { js: '[name].cjs' },
                externals: [serverExternals(isHost)],
                minify: false,
                // Asset URLs (the hero image) are given at render time: __webpack_public_path__.
                assetPrefix: '/',
                emitAssets: false,
              },
              performance: { chunkSplit: { strategy: 'all-in-one' } },
              tools: {
                htmlPlugin: false,
                rspack: { output: { library: { type: 'commonjs2' }, module: false, chunkFormat: 'commonjs', chunkLoading: 'require' } },
              },
            },
          }
        : {}),
      ...(isHost
        ? {}
        : {
            // A remote's standalone page has no shell to provide the federation runtime: this
            // second, non-federated build emits a script that does (config/mf/provide-runtime-core.ts).
            [RUNTIME_CORE_ENVIRONMENT]: {
              source: { entry: { [RUNTIME_CORE_SCRIPT]: { import: path.join(repoRoot, 'config/mf/provide-runtime-core.ts'), html: false } } },
              output: {
                distPath: { root: path.join(distDir, RUNTIME_CORE_DIR), js: '' },
                filenameHash: false,
                assetPrefix: '/',
              },
              performance: { chunkSplit: { strategy: 'all-in-one' } },
            },
          }),
    },
    html: {
      title: options.title,
      template: path.join(repoRoot, 'config/index.html'),
      favicon: path.join(repoRoot, 'config/favicon.svg'),
      // Runtime configuration must exist before any bundle code runs: deferred scripts run in
      // document order, so these (first in the head) still run first, without blocking the parser.
      tags: [
        ...(isHost ? [] : [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }]),
        { tag: 'script', attrs: { src: '/env.js', defer: true }, head: true, append: false },
        ...(isHost ? [] : [{ tag: 'script', attrs: { src: `${RUNTIME_CORE_DIR}/${RUNTIME_CORE_SCRIPT}.js`, defer: true }, head: true, append: false }]),
      ],
    },
    output: {
      distPath: { root: distDir },
      // Eight hex digits name a file's content well enough for caching, and each entry lists every
      // chunk's hash (~60 per app): two fewer digits each is ~0.3 kB gzip less on a first visit.
      filenameHash: 'contenthash:8',
      assetPrefix,
      cleanDistPath: true,
    },
    dev: { assetPrefix },
    server: {
      port: options.port,
      strictPort: true,
      publicDir: [{ name: path.join(repoRoot, 'shared-i18n/public') }, { name: publicDir }],
      cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
      setup: ({ action, server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== '/env.js') return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(runtimeEnvScript());
        });
        void action;
      },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    // `@/…` is the importing file's app's src/ (config/app-alias.mjs), in every environment.
    tools: { rspack: (_config, { appendPlugins }) => appendPlugins(appAliasRspackPlugin(rspack)) },
  });
}
