// Starts the composed production build for a spec that needs servers of its own.
import { startApp, startStack, stackEnv } from '../../scripts/lib/stack.mjs';

export type Ports = { shell: number; mf_marketing: number; mf_blog: number; mf_admin: number };
export type App = keyof Ports;

export async function startSiteStack(ports: Ports, supabaseUrl?: string) {
  const stack = await startStack({ ports, supabase: false });
  const env = stackEnv(ports, supabaseUrl);
  return {
    url: (path = '/') => `http://localhost:${ports.shell}${path}`,
    stopApp: (app: App) => stack.servers[app].close(),
    /** Serves `app` again, from its dist or from another build of it. */
    startApp: async (app: App, root?: string) => {
      stack.servers[app] = root ? await startAppFrom(root, ports[app], env) : await startApp(app, ports[app], env);
    },
    close: () => stack.close(),
  };
}

async function startAppFrom(root: string, port: number, env: NodeJS.ProcessEnv) {
  const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');
  return startStaticServer({ root, port, env });
}
