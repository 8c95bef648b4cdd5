// The registry of the apps (shared-core/src/apps.ts) as Node's tooling reads it: every build
// (config/rsbuild-app.ts), script (scripts/lib/stack.mjs, build-apps.mjs, the generator, the release
// tooling) and server (/env.js, config/runtime-env.mjs) takes the apps, their folders and their ports
// from here. Plain JavaScript: `npm start` runs without a TypeScript loader (Node strips the
// registry's types). What a remote exposes is its manifest (<dir>/src/remote.ts), which its own build
// and what composes the remotes (shell/remote-manifests.ts) read: config/ reads no app, as it sits
// below them (scripts/lint/import-graph.test.ts).
import { APPS } from '../shared-core/src/apps.ts';

export { APPS };
/** @typedef {import('../shared-core/src/apps.ts').AppEntry} AppEntry */
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
