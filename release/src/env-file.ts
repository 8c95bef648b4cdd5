// For a site served from the bucket (a CDN or static host in front of the S3 target): after each
// promotion or rollback, env/<env>/env.js in the bucket (served no-cache; the host maps /env.js to
// it) names the live version of each remote — `<RELEASE_PUBLIC_URL>/<app>/<version>/mf-manifest.json` —
// with the same fields as config/runtime-env.mjs, so the shell follows the registry with no rebuild.
// Remotes' chunks load from their version's folder (output.assetPrefix 'auto', config/rsbuild-app.ts).
import { APPS, REMOTE_KEYS } from '../../config/apps.mjs';
import type { Deployment } from '../../config/deployment.mjs';
import { runtimeConfig } from '../../config/runtime-env.mjs';
import type { Registry } from './registry.ts';
import type { ReleaseTarget } from './target.ts';

const REMOTES = Object.fromEntries(REMOTE_KEYS.map((key) => [key, APPS[key].dir]));

export const envFileKey = (environment: string) => `env/${environment}/env.js`;

export function envFile(registry: Registry, publicUrl: string, deployment: Deployment): string {
  const config = runtimeConfig(deployment);
  const base = publicUrl.replace(/\/$/, '');
  for (const [name, app] of Object.entries(REMOTES)) {
    const live = registry.apps[app]?.live.version;
    if (live) config.remotes[name] = `${base}/${app}/${live}/mf-manifest.json`;
  }
  return `window.__ENV__ = ${JSON.stringify(config, null, 2)};\n`;
}

export async function writeEnvFile(target: ReleaseTarget, registry: Registry, publicUrl: string, deployment: Deployment) {
  await target.write(envFileKey(registry.environment), Buffer.from(envFile(registry, publicUrl, deployment)), {
    contentType: 'text/javascript; charset=utf-8',
    cacheControl: 'no-cache',
  });
}
