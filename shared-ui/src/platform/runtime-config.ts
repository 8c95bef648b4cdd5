// Runtime configuration from /env.js (loaded before any bundle), so remote URLs and the backend
// can move without a rebuild.
import type { AppName } from 'shared-i18n';

export interface RuntimeConfig {
  /** Module-federation manifest URL of each remote, keyed by federation name. */
  remotes: Partial<Record<Exclude<AppName, 'shell'>, string>>;
  supabaseUrl: string;
  supabaseAnonKey: string;
}

declare global {
  interface Window {
    __ENV__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const env = typeof window === 'undefined' ? undefined : window.__ENV__;
  return { remotes: env?.remotes ?? {}, supabaseUrl: env?.supabaseUrl ?? '', supabaseAnonKey: env?.supabaseAnonKey ?? '' };
}

/** Where an app's static files live: the folder of its manifest; '' (this origin) for the shell. */
export function appBaseUrl(app: AppName): string {
  if (app === 'shell') return '';
  const manifest = runtimeConfig().remotes[app];
  return manifest ? manifest.slice(0, manifest.lastIndexOf('/')) : '';
}
