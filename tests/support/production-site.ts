// The site as production serves it, shared by the specs that only read it: the Worker (edge/) on
// workerd over a bucket that the global setup released every app into (./global-setup.ts). Its
// pages were generated at release time from the live versions, as in a deployment.
import { APP_KEYS, appDirs, type AppKey } from '../../config/apps.mjs';
import { workerStoreTarget } from '../../release/src/worker-store-target.ts';
import { TEST_EDGE_PORT } from './ports';

export const productionSite = `http://localhost:${TEST_EDGE_PORT}`;

/** The global setup hands its store API's token to the test processes through their environment. */
export const PRODUCTION_STORE_TOKEN = 'E2E_PRODUCTION_STORE_TOKEN';

/** And the secret its Worker checks preview links with (npm run preview). */
export const PRODUCTION_PREVIEW_SECRET = 'E2E_PRODUCTION_PREVIEW_SECRET';

/** The production site's bucket, for a spec that reads the registry or tampers with a stored file (and puts it back). */
export function productionStore() {
  const token = process.env[PRODUCTION_STORE_TOKEN];
  if (!token) throw new Error(`${PRODUCTION_STORE_TOKEN} is not set: the production site is started by tests/support/global-setup.ts`);
  return workerStoreTarget({ url: productionSite, token });
}

/**
 * The app a URL of the production site belongs to: the remotes' files live under one origin at
 * /_apps/<folder>/<version>/ (edge/src/worker.ts), everything else is the shell's; undefined for
 * any other origin (the backend, a foreign host).
 */
export function appOf(url: URL | string): AppKey | undefined {
  const { origin, pathname } = new URL(url);
  if (origin !== productionSite) return undefined;
  const folder = /^\/_apps\/([^/]+)\//.exec(pathname)?.[1];
  return folder ? APP_KEYS.find((key) => appDirs[key] === folder) : 'shell';
}
