// Stands in for @module-federation/error-codes' descriptions in the browser bundles
// (esm-federation-runtime.ts `trimmedFederationRuntime`): each entry (the shell's and every remote's)
// carried all of them, ~0.5 kB gzip a copy, three copies on the home page. A federation error still
// names its code and the page that explains it ("… #RUNTIME-008 … https://module-federation.io/
// guide/troubleshooting/runtime#runtime-008"), as React's production errors do.
const byCode = new Proxy({}, { get: () => 'Module Federation error, see the code and the link' });

export const runtimeDescMap = byCode;
export const typeDescMap = byCode;
export const buildDescMap = byCode;
export const errorDescMap = byCode;
