// What the apps use of react-i18next, shared under the package's own name (config/mf-shared.ts):
// a shared package is never tree-shaken, so sharing react-i18next itself sent all of it (Trans,
// the HOCs, the SSR helpers: 10.6 kB gzip) to every visitor for these two (2.6 kB). The real package
// is reached through '#react-i18next' (package.json "imports"), a request the federation plugin does
// not take for the shared 'react-i18next'. config/mf-shared.test.ts fails when an app imports a name
// that is not here.
export { initReactI18next, useTranslation } from '#react-i18next';
