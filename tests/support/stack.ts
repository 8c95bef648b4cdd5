// Starts the composed production build for a spec that needs servers of its own, pointed at the
// local backend that the global setup started.
import type { AppKey } from '../../config/apps.mjs';
import { startApp, startStack, stackEnv } from '../../scripts/lib/stack.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { TEST_SUPABASE_URL } from './ports';

export type Ports = Record<AppKey, number>;
export type App = keyof Ports;

/**
 * prerendered: false (the default here) serves the app for every page, so a spec that clicks right
 * after loading never races the hydration of a generated page; the generated delivery itself is
 * tested on the production site (./production-site.ts) by seo, hydration, lcp-first-paint and the
 * other specs that read it. env: what the servers see besides this process's environment (a
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
