// Content-Type and Cache-Control of a released file, the same policy as the production server
// (scripts/lib/static-server.mjs): hashed files under /static/ never change, everything else
// (mf-manifest.json, HTML, locales, env.js, the registry) is revalidated on every use.
import path from 'node:path';
import { CONTENT_TYPES, IMMUTABLE } from '../lib/static-server.mjs';

export { IMMUTABLE };
export const NO_CACHE = 'no-cache';

export function contentTypeOf(file: string): string {
  return (CONTENT_TYPES as Record<string, string>)[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** @param relative the file's path inside the app's dist, '/'-separated ('static/js/1.abc.js'). */
export function cacheControlOf(relative: string): string {
  return relative.startsWith('static/') ? IMMUTABLE : NO_CACHE;
}
