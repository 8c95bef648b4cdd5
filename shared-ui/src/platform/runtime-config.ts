// Runtime configuration from /env.js (loaded before any bundle), so remote URLs and the backend
// can move without a rebuild.
import type { AppName } from 'shared-i18n';

export interface RuntimeConfig {
  /** Module-federation manifest URL of each remote, keyed by federation name. */
  remotes: Partial<Record<Exclude<AppName, 'shell'>, string>>;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Public origin of the site, for canonical and share URLs (e.g. https://www.example.es). */
  siteUrl: string;
}

declare global {
  interface Window {
    __ENV__?: RuntimeConfig;
    /** Set by the build's prerender step: render the page, but count no visit and ask no consent. */
    __PRERENDER__?: boolean;
  }
}

export const isPrerendering = (): boolean => typeof window !== 'undefined' && window.__PRERENDER__ === true;

export function runtimeConfig(): RuntimeConfig {
  const env = typeof window === 'undefined' ? undefined : window.__ENV__;
  return {
    remotes: env?.remotes ?? {},
    supabaseUrl: env?.supabaseUrl ?? '',
    supabaseAnonKey: env?.supabaseAnonKey ?? '',
    siteUrl: (env?.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/$/, ''),
  };
}

/** Where an app's static files live: the folder of its manifest; '' (this origin) for the shell. */
export function appBaseUrl(app: AppName): string {
  if (app === 'shell') return '';
  const manifest = runtimeConfig().remotes[app];
  return manifest ? manifest.slice(0, manifest.lastIndexOf('/')) : '';
}
