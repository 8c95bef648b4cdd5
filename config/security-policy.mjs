// The site's security policy as plain data, with no Node import: the Node server
// (./security-headers.mjs) and the Cloudflare Worker (edge/src/worker.ts) both send it, so there is
// one source. The Content-Security-Policy allows this site's origin, the remotes' origins and the
// Supabase project and, for scripts, only files from those origins plus the page's own inline
// scripts by SHA-256 hash: no 'unsafe-inline' for scripts, so markup injected into a page cannot run.

/** Headers for every response (assets included). */
export function baseSecurityHeaders({ https = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing on the site uses these; a compromised dependency or remote cannot either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Cloudflare Turnstile's script and frame, allowed only where a site key turns the check on. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * The Content-Security-Policy of one HTML page.
 * @param {{ scriptHashes: string[], remotes: string[], supabaseUrl: string, turnstile?: boolean }} sources
 *   scriptHashes: the page's 'sha256-…' sources; remotes: the remotes' manifest URLs (or origins);
 *   turnstile: the public forms show the Turnstile check (a TURNSTILE_SITE_KEY is set).
 */
export function policyFor({ scriptHashes, remotes, supabaseUrl, turnstile = false }) {
  const remoteOrigins = remotes.map(originOf).filter(Boolean);
  const supabase = originOf(supabaseUrl);
  const supabaseSocket = supabase?.replace(/^http/, 'ws');
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins, turnstile && TURNSTILE_ORIGIN, ...scriptHashes)}`,
    // Style attributes in server-rendered markup and the libraries' positioning need inline styles;
    // styles cannot run code, scripts are what the policy locks down.
    `style-src ${list("'self'", ...remoteOrigins, "'unsafe-inline'")}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remoteOrigins, supabase)}`,
    `font-src ${list("'self'", 'data:', ...remoteOrigins)}`,
    `connect-src ${list("'self'", ...remoteOrigins, supabase, supabaseSocket)}`,
    turnstile ? `frame-src ${TURNSTILE_ORIGIN}` : `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
