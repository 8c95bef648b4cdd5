// The one registry of the composed site's apps: every build (config/rsbuild-app.ts), script
// (scripts/lib/stack.mjs, build-apps.mjs, the generator, the release tooling), server (/env.js,
// config/runtime-env.mjs) and type (the shell's RemoteName) reads it. Adding a remote is one entry
// here plus its folder (README, "Adding a remote"). Plain JavaScript: `npm start` runs without a
// TypeScript loader; TypeScript reads its types from the literal below. What a remote exposes is
// its manifest (<dir>/src/remote.ts), which its own build and what composes the remotes
// (shell/remote-manifests.ts) read: the registry reads no app, as config/ sits below them
// (scripts/lint/import-graph.test.ts).

/**
 * @typedef {object} AppEntry
 * @property {string} dir folder at the repository root
 * @property {number} defaultPort
 * @property {string} portEnv environment variable that moves its port
 * @property {string} title the standalone page's title
 * @property {string} [manifestEnv] a remote: environment variable with its public manifest URL (/env.js)
 * @property {string} [serverEntry] its entry for Node when it owns public pages (site-generator/cli.ts)
 * @property {readonly string[]} [runtimePlugins] the shell's federation runtime plugins
 */

export const APPS = /** @type {const} */ ({
  shell: {
    dir: 'shell',
    defaultPort: 3000,
    portEnv: 'SHELL_PORT',
    title: 'Abogados en Dénia | Bufete de abogados',
    serverEntry: 'src/server/index.tsx',
    runtimePlugins: ['./src/mf/remote-urls-plugin.ts', './src/mf/error-load-remote-plugin.ts'],
  },
  mf_marketing: {
    dir: 'mf-marketing',
    defaultPort: 3001,
    portEnv: 'MF_MARKETING_PORT',
    manifestEnv: 'MF_MARKETING_URL',
    title: 'Marketing — mf-marketing',
    serverEntry: 'src/server.ts',
  },
  mf_blog: {
    dir: 'mf-blog',
    defaultPort: 3002,
    portEnv: 'MF_BLOG_PORT',
    manifestEnv: 'MF_BLOG_URL',
    title: 'Blog — mf-blog',
    serverEntry: 'src/server.ts',
  },
  mf_admin: {
    dir: 'mf-admin',
    defaultPort: 3003,
    portEnv: 'MF_ADMIN_PORT',
    manifestEnv: 'MF_ADMIN_URL',
    title: 'Panel de control — mf-admin',
  },
  // Private pages for the firm's clients: rendered in the browser only, never generated (no serverEntry).
  mf_clients: {
    dir: 'mf-clients',
    defaultPort: 3004,
    portEnv: 'MF_CLIENTS_PORT',
    manifestEnv: 'MF_CLIENTS_URL',
    title: 'Área de clientes — mf-clients',
  },
});

/** @typedef {keyof typeof APPS} AppKey */

/** @type {AppKey[]} */
export const APP_KEYS = /** @type {AppKey[]} */ (Object.keys(APPS));
/** @typedef {Exclude<AppKey, 'shell'>} RemoteKey */
/** The remotes: every app but the shell. */
export const REMOTE_KEYS = /** @type {RemoteKey[]} */ (APP_KEYS.filter((key) => key !== 'shell'));
/** The apps whose server builds render the public pages, the shell first (it provides the shared scope). */
export const PAGE_APP_KEYS = APP_KEYS.filter((key) => 'serverEntry' in APPS[key]);

/** Each app's port: its default, or the one its environment variable gives. */
export const ports = /** @type {Record<AppKey, number>} */ (
  Object.fromEntries(APP_KEYS.map((key) => [key, Number(process.env[APPS[key].portEnv] ?? APPS[key].defaultPort)]))
);

/** One port per app, in the registry's order from `start` (test, size and perf stacks). */
export const portBlockFrom = (start) => /** @type {Record<AppKey, number>} */ (Object.fromEntries(APP_KEYS.map((key, index) => [key, start + index])));

/** Each app's folder. */
export const appDirs = /** @type {{ [K in AppKey]: (typeof APPS)[K]['dir'] }} */ (Object.fromEntries(APP_KEYS.map((key) => [key, APPS[key].dir])));
