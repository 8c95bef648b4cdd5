// Security headers of every response the Node server sends, and the Content-Security-Policy of its
// HTML pages (the policy itself: ./security-policy.mjs, shared with the Cloudflare Worker), with the
// remotes and the Supabase project of the runtime configuration (config/runtime-env.mjs).
import { createHash } from 'node:crypto';
import { runtimeEnv } from './runtime-env.mjs';
import { baseSecurityHeaders, policyFor } from './security-policy.mjs';

export { baseSecurityHeaders };

// Inline scripts the CSP governs: no src, and no type, a JavaScript type or speculation rules (which
// script-src must allow too); JSON-LD and other data blocks are not scripts for CSP.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
const GOVERNED_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules']);

/** 'sha256-…' sources of the page's inline scripts, exactly as the browser will hash them. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = TYPE.exec(attributes)?.[1].toLowerCase() ?? '';
    if (!GOVERNED_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of one HTML page served with the given environment.
 * @param {string[]} scriptHashes the page's inline scripts as the generator wrote them (its manifest), never as read back
 */
export function contentSecurityPolicy(scriptHashes, env = process.env) {
  return contentSecurityPolicyFor(scriptHashes, runtimeEnv(env));
}

/**
 * The same, for a server that read its deployment once (config/runtime-env.mjs runtimeConfig).
 * @param {string[]} scriptHashes @param {ReturnType<typeof runtimeEnv>} config
 */
export function contentSecurityPolicyFor(scriptHashes, config) {
  return policyFor({
    scriptHashes,
    remotes: Object.values(config.remotes),
    supabaseUrl: config.supabaseUrl,
    turnstile: !!config.turnstileSiteKey,
  });
}

/** Whether the request reached us (or the proxy in front of us) over HTTPS. */
export function isHttps(req) {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return forwarded === 'https' || Boolean(req.socket?.encrypted);
}
