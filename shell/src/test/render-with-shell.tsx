// Component tests of the shell: the apps' shared render helper (providers, i18n of the path's
// language, the test network) from shared-ui/testing.
export { renderAt, type TestBackend } from 'shared-ui/testing';
