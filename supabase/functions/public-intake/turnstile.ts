// Cloudflare Turnstile, checked on the server: the visitor's token goes to siteverify with the
// project's secret. The URL is configurable (TURNSTILE_VERIFY_URL) so tests, with no network, talk to
// a local fake; Cloudflare's documented test keys behave the same against it.

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileCheck {
  secret: string;
  token: string;
  /** The site's own host names: a token solved on any other page (a widget copied elsewhere) is refused. */
  hostnames: readonly string[];
  /** The widget's `action` (the form's name): a token solved for another form is refused. */
  action: string;
  /** The visitor's address, which Cloudflare compares with the one that solved the challenge. */
  remoteIp?: string;
  verifyUrl?: string;
  timeoutMs?: number;
}

/**
 * Whether siteverify accepts the token for this site and this form; a network failure, a malformed
 * answer or no host name to compare with is a refusal.
 */
export async function verifyTurnstile({
  secret,
  token,
  hostnames,
  action,
  remoteIp,
  verifyUrl = SITEVERIFY_URL,
  timeoutMs = 5000,
}: TurnstileCheck): Promise<boolean> {
  if (!token || token.length > 2048) return false; // Cloudflare's own limit on a token's length
  if (hostnames.length === 0) return false;
  const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    const result = await response.json();
    // success alone says the token is genuine, not on which site or for which form it was solved.
    return result?.success === true && typeof result.hostname === 'string' && hostnames.includes(result.hostname.toLowerCase()) && result.action === action;
  } catch {
    return false;
  }
}
