// One cache policy for every server of the site — the Worker (edge/src/worker.ts), the Node server
// (scripts/lib/static-server.mjs) and the release uploads (release/src/content-type.ts): hashed files
// under static/ and the generated pages' social cards (named by their content) never change;
// everything else (HTML, manifests, locales, env.js, the registry) is revalidated on every use.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SOCIAL_CARD = /(^|\/)social-card\.[0-9a-f]{12}\.png$/;

/** @param {string} file a URL path from the site's root or a file's path inside a build ('/static/js/1.abc.js', 'static/js/1.abc.js') */
export function cacheControlFor(file) {
  const relative = file.replace(/^\//, '');
  return relative.startsWith('static/') || SOCIAL_CARD.test(relative) ? IMMUTABLE : NO_CACHE;
}
