// Builds the body of /env.js, the runtime configuration every app reads before its bundle runs.
// Served by the dev servers and by the production server, so moving a remote or the backend
// needs a restart with other env vars, never a rebuild.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../local-supabase/keys.mjs';
import { ports } from './ports.mjs';

/** @returns {{ remotes: Record<string, string>, supabaseUrl: string, supabaseAnonKey: string, siteUrl: string }} */
export function runtimeEnv(env = process.env) {
  const local = (port) => `http://localhost:${port}/mf-manifest.json`;
  return {
    remotes: {
      mf_marketing: env.MF_MARKETING_URL ?? local(ports.mf_marketing),
      mf_blog: env.MF_BLOG_URL ?? local(ports.mf_blog),
      mf_admin: env.MF_ADMIN_URL ?? local(ports.mf_admin),
    },
    supabaseUrl: env.SUPABASE_URL ?? LOCAL_SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    // Canonical URLs, hreflang and share links use this origin; empty means the page's own.
    siteUrl: env.SITE_URL ?? '',
  };
}

export function runtimeEnvScript(env = process.env) {
  return `window.__ENV__ = ${JSON.stringify(runtimeEnv(env), null, 2)};\n`;
}
