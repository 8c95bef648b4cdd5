// A preview: which versions of which remotes one visitor sees composed with everything live, in
// which environment, until when — signed with the Worker's PREVIEW_SECRET (HMAC-SHA-256). Made by
// `npm run preview` (release/src/preview.ts), carried by the link and then by a cookie, checked by the
// Worker on every /env.js (./worker.ts). WebCrypto only: the same code runs on workerd and on Node.

export interface Preview {
  environment: string;
  /** Remote (its folder name, `mf-blog`) → the version this visitor gets instead of the live one. */
  apps: Record<string, string>;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** What a version or an app name may look like (release/src/metadata.ts versionName; config/apps.mjs). */
export const VERSION_PATTERN = /^\d{14}-[0-9a-z]{1,40}$/;
export const APP_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;

export const PREVIEW_COOKIE = 'site_preview';
/** Opens a preview (`?token=…&to=/path`) and ends it. */
export const PREVIEW_PATH = '/__preview';
export const PREVIEW_EXIT_PATH = '/__preview/exit';
/** The longest a link may live: a week, long enough for a pull request's review. */
export const MAX_PREVIEW_MS = 7 * 24 * 3_600_000;
/** A secret shorter than this is refused when signing (HMAC-SHA-256 wants 32 bytes of key). */
export const MIN_SECRET_LENGTH = 32;
const MAX_APPS = 8;
const MAX_TOKEN_LENGTH = 1024;

const encoder = new TextEncoder();

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

function validApps(apps: unknown): apps is Record<string, string> {
  if (typeof apps !== 'object' || apps === null || Array.isArray(apps)) return false;
  const entries = Object.entries(apps);
  return entries.length > 0 && entries.length <= MAX_APPS && entries.every(([app, version]) => APP_PATTERN.test(app) && VERSION_PATTERN.test(String(version)));
}

export async function signPreview(preview: Preview, secret: string): Promise<string> {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  if (!validApps(preview.apps)) throw new Error(`not a preview of remotes' versions: ${JSON.stringify(preview.apps)}`);
  const body = toBase64url(encoder.encode(JSON.stringify({ e: preview.environment, a: preview.apps, x: preview.expiresAt })));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(body));
  return `${body}.${toBase64url(new Uint8Array(signature))}`;
}

/**
 * The preview a token names, or null: a token not signed with this secret, for another environment,
 * expired, living longer than MAX_PREVIEW_MS, or malformed. The signature is checked by WebCrypto's
 * verify (constant time) before anything in the token is read.
 */
export async function readPreview(
  token: string | null | undefined,
  secret: string | undefined,
  environment: string,
  now = Date.now(),
): Promise<Preview | null> {
  if (!token || !secret || secret.length < MIN_SECRET_LENGTH || token.length > MAX_TOKEN_LENGTH) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return null;
  try {
    if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), fromBase64url(signature), encoder.encode(body)))) return null;
    const { e, a, x } = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as { e?: unknown; a?: unknown; x?: unknown };
    if (e !== environment || typeof x !== 'number' || x <= now || x > now + MAX_PREVIEW_MS || !validApps(a)) return null;
    return { environment, apps: a, expiresAt: x };
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header, or null. */
export function cookieOf(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
