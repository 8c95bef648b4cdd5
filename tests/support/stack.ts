// Starts the composed production build for a spec that needs servers of its own, pointed at the
// local backend that the global setup started.
import type { AppKey } from '../../config/apps.mjs';
import { startApp, startStack, stackEnv } from '../../scripts/lib/stack.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { TEST_PORTS, TEST_SUPABASE_URL } from './ports';

export type Ports = Record<AppKey, number>;

/**
 * The Node servers the global setup starts (./global-setup.ts), serving the app for every route from
 * live data, with no generated page. For the specs whose subject is what the app shows of data they
 * change, stub or cut off and then open at its own address (a new post, a scheduled post, a text
 * override, the languages switched on): the production site, which the other specs browse, serves
 * the pages generated from the data of their last update, and follows a change once the site-update
 * job has regenerated them — proven by site-updates.spec.ts and deployment-drill.spec.ts, which run
 * the job.
 */
export const appSite = `http://localhost:${TEST_PORTS.shell}`;
export type App = keyof Ports;

/**
 * prerendered: false (the default here) serves the app for every page (appSite above; the specs
 * that replace a server); the generated delivery is what the production site serves
 * (./production-site.ts). env: what the servers see besides this process's environment (a
 * deployment's settings).
 */
export async function startSiteStack(ports: Ports, { prerendered = false, env: extraEnv = {} }: { prerendered?: boolean; env?: Record<string, string> } = {}) {
  const stack = await startStack({ ports, supabase: false, supabaseUrl: TEST_SUPABASE_URL, prerendered, env: extraEnv });
  const env = stackEnv(ports, TEST_SUPABASE_URL, { ...process.env, ...extraEnv });
  return {
    url: (path = '/') => `http://localhost:${ports.shell}${path}`,
    stopApp: (app: App) => stack.servers[app].close(),
    /** Serves `app` again, from its dist or from another build of it. */
    startApp: async (app: App, root?: string) => {
      stack.servers[app] = root ? await startStaticServer({ root, port: ports[app], env, prerendered }) : await startApp(app, ports[app], env, { prerendered });
    },
    close: () => stack.close(),
  };
}
