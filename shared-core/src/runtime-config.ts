// Runtime configuration from /env.js (loaded before any bundle), so remote URLs and the backend
// can move without a rebuild.
import type { AppName, RemoteName } from './apps';

export interface RuntimeConfig {
  /** Module-federation manifest URL of each remote, keyed by federation name. */
  remotes: Partial<Record<RemoteName, string>>;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Public origin of the site, for canonical and share URLs (e.g. https://www.example.es). */
  siteUrl: string;
  /** Cloudflare Turnstile site key of a hosted project with CAPTCHA on the public forms; empty: none
   *  (local set-up). README, "Deploying". */
  turnstileSiteKey?: string;
  /** Set by the Worker for a visitor previewing candidate versions (README, "Previews"): the shell shows a banner. */
  preview?: {
    /** Remote (`mf-blog`) → the version this visitor gets instead of the live one. */
    apps: Record<string, string>;
    expiresAt: string;
    /** Ends the preview (clears its cookie). */
    exitUrl: string;
  };
}

declare global {
  interface Window {
    __ENV__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  // In the browser from /env.js; at build time the page generator sets it (shell/src/server/index.tsx).
  const env = (globalThis as { __ENV__?: RuntimeConfig }).__ENV__;
  return {
    remotes: env?.remotes ?? {},
    supabaseUrl: env?.supabaseUrl ?? '',
    supabaseAnonKey: env?.supabaseAnonKey ?? '',
    siteUrl: (env?.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/$/, ''),
    turnstileSiteKey: env?.turnstileSiteKey ?? '',
    ...(env?.preview ? { preview: env.preview } : {}),
  };
}

/** Where an app's static files live: the folder of its manifest; '' (this origin) for the shell. */
export function appBaseUrl(app: AppName): string {
  if (app === 'shell') return '';
  const manifest = runtimeConfig().remotes[app];
  return manifest ? manifest.slice(0, manifest.lastIndexOf('/')) : '';
}
