// The federation plugins add their browser code to each entry by file path, resolved the way Node's
// `require` resolves it, and alias '@module-federation/runtime' the same way: to the CommonJS builds
// (`@module-federation/*/dist/*.cjs`), which a bundler cannot tree-shake, so every entry carried the
// whole SDK (manifest parsing, Node.js loading, logger…) whatever it used. Each package ships the
// same code as ES modules beside them (`dist/*.js`); taking those keeps only what the page uses
// (docs/performance.md, "The federation runtime as ES modules"). Both are needed: with the plugin
// alone the alias still brings the CommonJS runtime, and the shell bundled the runtime core twice.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Rspack } from '@rsbuild/core';

const FEDERATION_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.cjs$/;

/** Rewrites the plugins' requests for a federation package's CommonJS file to its ES module twin. */
export function esmFederationRuntime(): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resolveData) => {
    resolveData.request = resolveData.request.replace(/\.cjs$/, '.js');
  });
}

/**
 * The alias the plugins set for '@module-federation/runtime' (its CommonJS file), pointed at the ES
 * module build: an alias of the configuration replaces the plugins' value for the same key.
 */
export const esmFederationRuntimeAlias = {
  '@module-federation/runtime': createRequire(import.meta.url).resolve('@module-federation/runtime/dist/index.js'),
};

const here = path.dirname(fileURLToPath(import.meta.url));
const STAND_INS = [
  // The errors' descriptions: codes and docs links stay (federation-error-texts.mjs).
  [/[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/, 'federation-error-texts.mjs'],
  // The fallback of shared tree shaking, which the apps do not use (no-shared-fallback.mjs).
  [/[\\/]webpack-bundler-runtime[\\/]dist[\\/]getSharedFallbackGetter\.js$/, 'no-shared-fallback.mjs'],
] as const;

/** Federation runtime code no page of ours runs, left out of the browser bundles (~0.7 kB gzip an entry). */
export function trimmedFederationRuntime(): Rspack.RspackPluginInstance[] {
  return STAND_INS.map(([pattern, file]) => new rspack.NormalModuleReplacementPlugin(pattern, path.join(here, file)));
}
