// The shared-dependency contract of the module-federation build: every app (shell and remotes)
// builds with exactly this table, so one React, one router, one i18next, one zustand store and one
// Supabase client exist at run time, whichever app loaded first.
const singleton = { singleton: true, requiredVersion: false } as const;

export const sharedDependencies = {
  react: singleton,
  'react/': singleton, // subpaths such as react/jsx-runtime
  'react-dom': singleton,
  'react-dom/': singleton, // subpaths such as react-dom/client
  i18next: singleton,
  'react-i18next': singleton,
  zustand: singleton,
  '@tanstack/react-query': singleton,
  '@supabase/supabase-js': singleton,
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
