// Cloudflare Turnstile, checked on the server: the visitor's token goes to siteverify with the
// project's secret. The URL is configurable (TURNSTILE_VERIFY_URL) so tests, with no network, talk to
// a local fake; Cloudflare's documented test keys behave the same against it.

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileCheck {
  secret: string;
  token: string;
  /** The visitor's address, which Cloudflare compares with the one that solved the challenge. */
  remoteIp?: string;
  verifyUrl?: string;
  timeoutMs?: number;
}

/** Whether siteverify accepts the token; a network failure or a malformed answer is a refusal. */
export async function verifyTurnstile({ secret, token, remoteIp, verifyUrl = SITEVERIFY_URL, timeoutMs = 5000 }: TurnstileCheck): Promise<boolean> {
  if (!token || token.length > 2048) return false; // Cloudflare's own limit on a token's length
  const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    const result = await response.json();
    return result?.success === true;
  } catch {
    return false;
  }
}
