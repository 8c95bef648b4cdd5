// Builds the body of /env.js, the runtime configuration every app reads before its bundle runs.
// Served by the dev servers and by the production server, so moving a remote or the backend
// needs a restart with other env vars, never a rebuild.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../local-supabase/keys.mjs';
import { APPS, ports, REMOTE_KEYS } from './apps.mjs';

/** @returns {{ remotes: Record<string, string>, supabaseUrl: string, supabaseAnonKey: string, siteUrl: string, turnstileSiteKey: string }} */
export function runtimeEnv(env = process.env) {
  const local = (port) => `http://localhost:${port}/mf-manifest.json`;
  return {
    // Each remote of config/apps.mjs: its manifest from its variable (MF_BLOG_URL…), else local.
    remotes: Object.fromEntries(REMOTE_KEYS.map((key) => [key, env[APPS[key].manifestEnv] ?? local(ports[key])])),
    supabaseUrl: env.SUPABASE_URL ?? LOCAL_SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    // Canonical URLs, hreflang and share links use this origin; empty means the page's own.
    siteUrl: env.SITE_URL ?? '',
    // With a key, the public forms show the Turnstile check and send through the public-intake function.
    turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? '',
  };
}

export function runtimeEnvScript(env = process.env) {
  return `window.__ENV__ = ${JSON.stringify(runtimeEnv(env), null, 2)};\n`;
}
