// Stands in for @module-federation/webpack-bundler-runtime's getSharedFallbackGetter in the browser
// bundles (esm-federation-runtime.ts): its fallback path runs only with shared tree shaking
// (`shared[name].treeShaking`), which config/mf-shared.ts does not use (config/mf-shared.test.ts),
// and without it the original returns the factory it was given, as this does.
export const getSharedFallbackGetter = ({ factory }) => factory;
