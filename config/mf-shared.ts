// The shared-dependency contract of the module-federation build: every app (shell and remotes)
// builds with exactly this table, so one React, one router, one i18next, one zustand store and one
// Supabase client exist at run time, whichever app loaded first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * Packages shared as the part of them the apps use, under their own name: the module in the share
 * scope is ours (`import`), a tree-shaken re-export, so a page does not download every export of the
 * package. Under the same name, builds from before or after a change of the list share one copy.
 * config/mf-shared.test.ts checks that every name an app imports is re-exported.
 */
export const sharedSubsets = {
  'react-i18next': 'shared-i18n/src/react-i18next-subset.ts',
  '@tanstack/react-query': 'shared-ui/src/platform/react-query-subset.ts',
} as const;

const installedVersion = (name: string) => JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')).version as string;
const subset = (name: keyof typeof sharedSubsets) => ({
  ...singleton,
  // Relative to the app's folder (the compiler's context; every app is one level under the root):
  // the request is written into every entry, and an absolute one carried the build machine's path.
  import: `../${sharedSubsets[name]}`,
  // The package's version, as when the package itself was shared (release/src/gates.ts compares it).
  version: installedVersion(name),
});

export const sharedDependencies = {
  react: singleton,
  'react/': singleton, // subpaths such as react/jsx-runtime
  'react-dom': singleton,
  'react-dom/': singleton, // subpaths such as react-dom/client
  i18next: singleton,
  'react-i18next': subset('react-i18next'),
  zustand: singleton,
  '@tanstack/react-query': subset('@tanstack/react-query'),
  '@supabase/supabase-js': singleton,
  // The workspace packages are singletons like the npm ones: they hold the page's state (the
  // Supabase and PostgREST clients of shared-core, the i18next instance and language store of
  // shared-i18n, the consent store of shared-ui) and React contexts, which must be one per page.
  'shared-core': singleton,
  'shared-core/': singleton, // its clients ('shared-core/supabase', 'shared-core/public-db'): loaded only where used
  'shared-i18n': singleton,
  'shared-i18n/': singleton, // subpaths such as 'shared-i18n/dates': loaded only where used
  'shared-ui': singleton,
  // The router is shared as 'shared-ui/router' (a tree-shaken re-export of react-router), not as
  // react-router itself: see shared-ui/src/platform/router.ts.
  // Each heavier component is its own entry point ('shared-ui/dialog', 'shared-ui/carousel'...),
  // shared one by one, because shared modules are not tree-shaken: a page downloads only the
  // components it uses.
  'shared-ui/': singleton,
};
