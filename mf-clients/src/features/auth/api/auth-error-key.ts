// GoTrue's error codes → the sign-in screen's messages (clients namespace, signIn.errors.*); the
// app codes of two-step sign-in share them.
export function authErrorKey(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'over_email_send_rate_limit':
      return 'tooSoon';
    case 'over_request_rate_limit':
      return 'tooMany';
    case 'otp_expired':
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
      return 'wrongCode';
    case 'validation_failed':
      return 'invalidEmail';
    default:
      return 'unavailable';
  }
}
