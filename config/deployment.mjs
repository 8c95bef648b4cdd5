// One deployment of the site as a value: the origin visitors use, the backend, the release store and
// each app's live version and manifest. Each Node command builds it once at its entry from its
// environment (deploymentFromEnv: the only Node reader of SITE_URL, SUPABASE_URL/SUPABASE_ANON_KEY and
// the remotes' MF_*_URL, held so by scripts/lint/env-readers.test.ts) and passes it down; the
// generator takes it as an argument (site-generator/run.mjs hands it to its child as JSON). The Worker
// reads its own bindings (edge/src/worker.ts), the Edge Functions theirs
// (supabase/functions/_shared/deployment.ts). Plain JavaScript: `npm start` and the Node servers load
// it without a TypeScript loader.
import path from 'node:path';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../local-supabase/keys.mjs';
import { checkUrl } from '../local-supabase/cli-args.mjs';
import { APP_KEYS, APPS, appDirs, ports, REMOTE_KEYS } from './apps.mjs';
import { repoRoot } from './repo.mjs';

/**
 * @typedef {import('./apps.mjs').AppKey} AppKey
 * @typedef {{ version?: string, manifestUrl: string }} DeployedApp an app's live version (when a
 *   release store names one) and the URL of its mf-manifest.json as browsers load it
 * @typedef {object} Deployment
 * @property {string} siteUrl the origin visitors use, no trailing slash: SITE_URL, else the one
 *   default, `http://localhost:<shell port>` (SHELL_PORT, 3000): where `npm start` serves the site
 * @property {boolean} siteUrlSet whether SITE_URL named it. The Worker's pages refuse the default, and
 *   /env.js then leaves canonical URLs to the page's own origin
 * @property {{ url: string, anonKey: string, local: boolean }} supabase SUPABASE_URL and
 *   SUPABASE_ANON_KEY, else the local backend's (`local`: neither was set)
 * @property {{ dir: string, environment: string }} store the local release store: RELEASE_STORE_DIR
 *   (default .releases/), RELEASE_ENV (default production)
 * @property {Record<AppKey, DeployedApp>} apps a remote's manifest is its MF_*_URL, else its local
 *   server's; withLiveVersions() puts the live ones under the site's origin
 * @property {string} turnstileSiteKey TURNSTILE_SITE_KEY, empty for none
 */

/** @param {number} port */
const localManifest = (port) => `http://localhost:${port}/mf-manifest.json`;

/** The one default origin: the shell's port on this machine, where `npm start` serves the site. */
export const defaultSiteUrl = () => `http://localhost:${ports.shell}`;

/** @param {NodeJS.ProcessEnv} env */
export function storeFromEnv(env = process.env) {
  return { dir: path.resolve(env.RELEASE_STORE_DIR ?? path.join(repoRoot, '.releases')), environment: env.RELEASE_ENV ?? 'production' };
}

/** The variables that name a URL: every one set must be an http(s) URL. */
export const URL_VARIABLES = ['SUPABASE_URL', 'SITE_URL', ...REMOTE_KEYS.map((key) => APPS[key].manifestEnv)];

/** What is wrong with the URLs `env` sets, one message each. @param {NodeJS.ProcessEnv} env */
export function urlProblems(env = process.env) {
  return URL_VARIABLES.filter((name) => env[name]).flatMap((name) => {
    try {
      checkUrl(name, /** @type {string} */ (env[name]));
      return [];
    } catch (error) {
      return [/** @type {Error} */ (error).message];
    }
  });
}

/** The public URLs `env` leaves to their defaults (SITE_URL and the remotes'): a production server needs each. @param {NodeJS.ProcessEnv} env */
export const defaultedPublicUrls = (env = process.env) => URL_VARIABLES.filter((name) => name !== 'SUPABASE_URL' && !env[name]);

/**
 * The deployment a Node command runs for, from its environment. Every URL given must be an http(s) URL
 * (UsageError naming the variable otherwise); an empty variable counts as not set.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Deployment}
 */
export function deploymentFromEnv(env = process.env) {
  /** @param {string} name @param {string | undefined} value */
  const given = (name, value) => {
    if (!value) return undefined;
    checkUrl(name, value);
    return value;
  };
  const siteUrl = given('SITE_URL', env.SITE_URL);
  const supabaseUrl = given('SUPABASE_URL', env.SUPABASE_URL);
  const apps = /** @type {Record<AppKey, DeployedApp>} */ (
    Object.fromEntries(
      APP_KEYS.map((key) => {
        const remote = key === 'shell' ? undefined : APPS[key];
        return [key, { manifestUrl: (remote && given(remote.manifestEnv, env[remote.manifestEnv])) || localManifest(ports[key]) }];
      }),
    )
  );
  return {
    siteUrl: (siteUrl ?? defaultSiteUrl()).replace(/\/$/, ''),
    siteUrlSet: !!siteUrl,
    supabase: { url: supabaseUrl ?? LOCAL_SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY, local: !supabaseUrl },
    store: storeFromEnv(env),
    apps,
    turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? '',
  };
}

/**
 * `env` with each remote's MF_*_URL set: the one `env` gives (a remote served elsewhere wins), else
 * that remote's server on `onPorts` (a local stack's servers, scripts/lib/stack.mjs).
 * @param {NodeJS.ProcessEnv} env @param {Record<AppKey, number>} onPorts
 */
export function withRemotesOn(env, onPorts) {
  const remotes = REMOTE_KEYS.map((key) => [APPS[key].manifestEnv, env[APPS[key].manifestEnv] || localManifest(onPorts[key])]);
  return { ...env, ...Object.fromEntries(remotes) };
}

/**
 * The deployment with these versions live (by folder name, as a registry names them): each one's
 * manifest at its versioned path under the site's origin, as the Worker serves it and its /env.js
 * names it. Apps not named keep theirs.
 * @param {Deployment} deployment @param {Record<string, string | undefined>} versions
 * @returns {Deployment}
 */
export function withLiveVersions(deployment, versions) {
  const apps = { ...deployment.apps };
  for (const key of APP_KEYS) {
    const version = versions[appDirs[key]];
    if (version) apps[key] = { version, manifestUrl: `${deployment.siteUrl}/_apps/${appDirs[key]}/${version}/mf-manifest.json` };
  }
  return { ...deployment, apps };
}

/** Each remote's manifest URL, by key (what /env.js and the pages name). @param {Deployment} deployment */
export const remoteManifestUrls = (deployment) =>
  /** @type {Record<import('./apps.mjs').RemoteKey, string>} */ (Object.fromEntries(REMOTE_KEYS.map((key) => [key, deployment.apps[key].manifestUrl])));

/**
 * A deployment received as JSON (the generator's --deployment), checked as deploymentFromEnv checks
 * its environment.
 * @param {string} json
 * @returns {Deployment}
 */
export function deploymentFromJson(json) {
  /** @type {Deployment} */
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('the deployment is not JSON');
  }
  const problem = (/** @type {string} */ what) => new Error(`the deployment's ${what}`);
  if (!value || typeof value !== 'object') throw problem('value is not an object');
  checkUrl('siteUrl', value.siteUrl);
  if (!value.supabase || typeof value.supabase.anonKey !== 'string') throw problem('supabase needs url and anonKey');
  checkUrl('supabase.url', value.supabase.url);
  for (const key of APP_KEYS) {
    if (!value.apps?.[key]) throw problem(`apps lack ${key}`);
    checkUrl(`apps.${key}.manifestUrl`, value.apps[key].manifestUrl);
  }
  const unknown = Object.keys(value.apps).filter((key) => !APP_KEYS.includes(/** @type {AppKey} */ (key)));
  if (unknown.length) throw problem(`apps name unknown apps: ${unknown.join(', ')}`);
  return { ...value, siteUrl: value.siteUrl.replace(/\/$/, '') };
}
