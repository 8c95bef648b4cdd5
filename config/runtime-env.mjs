// Builds the body of /env.js, the runtime configuration every app reads before its bundle runs.
// Served by the dev servers and by the production server, so moving a remote or the backend
// needs a restart with other env vars, never a rebuild. What it says comes from the deployment
// (config/deployment.mjs).
import { deploymentFromEnv, remoteManifestUrls } from './deployment.mjs';

/**
 * What browsers are told of a deployment.
 * @param {import('./deployment.mjs').Deployment} deployment
 * @returns {{ remotes: Record<string, string>, supabaseUrl: string, supabaseAnonKey: string, siteUrl: string, turnstileSiteKey: string }}
 */
export function runtimeConfig(deployment) {
  return {
    // Each remote of config/apps.mjs: its manifest (MF_BLOG_URL…, or its live version), else local.
    remotes: remoteManifestUrls(deployment),
    supabaseUrl: deployment.supabase.url,
    supabaseAnonKey: deployment.supabase.anonKey,
    // Canonical URLs, hreflang and share links use this origin; empty (SITE_URL not set) means the page's own.
    siteUrl: deployment.siteUrlSet ? deployment.siteUrl : '',
    // With a key, the public forms show the Turnstile check and send through the public-intake function.
    turnstileSiteKey: deployment.turnstileSiteKey,
  };
}

/** The runtime configuration of the deployment `env` describes. */
export function runtimeEnv(env = process.env) {
  return runtimeConfig(deploymentFromEnv(env));
}

/** The body of /env.js for a runtime configuration. @param {ReturnType<typeof runtimeConfig>} config */
export const runtimeConfigScript = (config) => `window.__ENV__ = ${JSON.stringify(config, null, 2)};\n`;

export function runtimeEnvScript(env = process.env) {
  return runtimeConfigScript(runtimeEnv(env));
}
