// The one registry of the composed site's apps. It sits in the lowest layer so that every layer reads
// the same list: the runtime configuration and the translations' owners take their names from it
// (AppName), and every build, script, server and test its entries, through config/apps.mjs. Adding a
// remote is one entry here plus its folder (README, "Adding a remote"). Plain data: Node loads it by
// type stripping; the package's index exports only its types, so no browser bundle carries it.

export interface AppEntry {
  /** Folder at the repository root. */
  dir: string;
  defaultPort: number;
  /** Environment variable that moves its port. */
  portEnv: string;
  /** The standalone page's title. */
  title: string;
  /** A remote: environment variable with its public manifest URL (/env.js). */
  manifestEnv?: string;
  /** Its entry for Node when it owns public pages (site-generator/cli.ts). */
  serverEntry?: string;
  /** The shell's federation runtime plugins. */
  runtimePlugins?: readonly string[];
}

export const APPS = {
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
} as const satisfies Record<string, AppEntry>;

/** An app of the registry, by its federation name: 'shell', 'mf_blog'… */
export type AppName = keyof typeof APPS;
/** A remote: every app but the shell. */
export type RemoteName = Exclude<AppName, 'shell'>;
