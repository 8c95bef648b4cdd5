// `@/x` in an app's source is that app's `src/x` (README, "Architecture"). One alias with a different
// folder per app: the folder is the importing file's own `src/`, so the shell's build, which also
// compiles other packages' files (the one-bundle build compiles remotes' pages), maps each file's
// `@/` to its own app. Every tool resolves it with this function: the type check
// (scripts/typecheck.mjs), the builds (config/rsbuild-app.ts, config/rsbuild-single.ts), vitest
// (vitest.config.ts) and ESLint (eslint.config.js). The apps' tsconfig.json files say the same for
// editors and Playwright. The shared packages and whatever Node loads without a bundler
// (src/remote.ts, what the generator imports) use relative imports.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const APP_ALIAS = '@/';

const srcOfDir = new Map();

/** The `src/` folder a file belongs to: its nearest ancestor named src beside a package.json. */
export function appSrcOf(file) {
  const dir = path.dirname(file);
  if (srcOfDir.has(dir)) return srcOfDir.get(dir);
  let found = null;
  for (let current = dir; path.dirname(current) !== current; current = path.dirname(current)) {
    if (path.basename(current) === 'src' && existsSync(path.join(path.dirname(current), 'package.json'))) {
      found = current;
      break;
    }
  }
  srcOfDir.set(dir, found);
  return found;
}

/** The absolute path (without extension, as written) that `specifier` names from `importer`, when it is `@/…`; otherwise null. */
export function resolveAppAlias(specifier, importer) {
  if (!specifier.startsWith(APP_ALIAS) || !importer) return null;
  const src = appSrcOf(importer);
  return src ? path.join(src, specifier.slice(APP_ALIAS.length)) : null;
}

/**
 * The Rspack plugin that maps `@/…` to the importing file's `src/` (before resolution, so the
 * bundler's resolver adds the extension as for a relative import).
 * @param {typeof import('@rspack/core').rspack} rspack
 */
export const appAliasRspackPlugin = (rspack) =>
  new rspack.NormalModuleReplacementPlugin(/^@\//, (resource) => {
    const target = resolveAppAlias(resource.request, path.join(resource.context ?? '', 'importer'));
    if (target) resource.request = target;
  });

/** The Vite (vitest) plugin that does the same. */
export const appAliasVitePlugin = () => ({
  name: 'app-alias',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const target = importer ? resolveAppAlias(source, importer.split('?')[0]) : null;
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
});
