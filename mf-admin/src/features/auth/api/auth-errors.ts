// Maps supabase-js auth errors to `admin:login.errors.*` keys. GoTrue answers with a `code`
// (invalid_credentials, over_request_rate_limit, mfa_verification_failed…) and a status; a network
// failure surfaces as AuthRetryableFetchError with status 0 (or a TypeError from fetch).
export type AuthErrorKey = 'invalidCredentials' | 'tooManyAttempts' | 'network' | 'invalidCode' | 'unknown';

interface AuthLikeError {
  name?: string;
  code?: string;
  status?: number;
  message?: string;
}

export function authErrorKey(error: unknown): AuthErrorKey {
  const e = (error ?? {}) as AuthLikeError;
  if (e.status === 429 || e.code === 'over_request_rate_limit' || e.code === 'over_email_send_rate_limit') return 'tooManyAttempts';
  if (e.code === 'invalid_credentials') return 'invalidCredentials';
  if (e.code === 'mfa_verification_failed' || e.code === 'mfa_challenge_expired') return 'invalidCode';
  if (e.name === 'AuthRetryableFetchError' || e.status === 0 || e.name === 'TypeError' || /fetch|network/i.test(e.message ?? '')) {
    return 'network';
  }
  // Older GoTrue versions answer wrong credentials with 400 and no code.
  if (e.status === 400 && /invalid login credentials/i.test(e.message ?? '')) return 'invalidCredentials';
  return 'unknown';
}
