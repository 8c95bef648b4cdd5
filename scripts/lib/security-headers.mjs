// Security headers of every response the production server sends, and the Content-Security-Policy of
// its HTML pages. The policy allows this site's origin, the remotes' origins and the Supabase project
// (from the runtime configuration, config/runtime-env.mjs) and, for scripts, only files from those
// origins plus the exact inline scripts of the page being served (by SHA-256 hash): no
// 'unsafe-inline' for scripts, so markup injected into a page cannot run.
import { createHash } from 'node:crypto';
import { runtimeEnv } from '../../config/runtime-env.mjs';

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

// Executable inline scripts: no src, and no type or a JavaScript type (JSON-LD and other data blocks
// are not scripts for CSP).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\stype\s*=\s*["']?(?!(?:text\/javascript|module|application\/javascript)["'\s>])/i;

/** 'sha256-…' sources of the page's inline scripts, exactly as the browser will hash them. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The Content-Security-Policy of one HTML page served with the given environment. */
export function contentSecurityPolicy(html, env = process.env) {
  const config = runtimeEnv(env);
  const remotes = Object.values(config.remotes).map(originOf).filter(Boolean);
  const supabase = originOf(config.supabaseUrl);
  const supabaseSocket = supabase?.replace(/^http/, 'ws');
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes, ...inlineScriptHashes(html))}`,
    // Style attributes in server-rendered markup and the libraries' positioning need inline styles;
    // styles cannot run code, scripts are what the policy locks down.
    `style-src ${list("'self'", ...remotes, "'unsafe-inline'")}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remotes, supabase)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, supabase, supabaseSocket)}`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Whether the request reached us (or the proxy in front of us) over HTTPS. */
export function isHttps(req) {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return forwarded === 'https' || Boolean(req.socket?.encrypted);
}
