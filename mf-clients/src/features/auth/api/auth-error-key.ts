// GoTrue's error codes → the sign-in screen's messages (clients namespace, signIn.errors.*).
export function authErrorKey(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'otp_disabled':
    case 'signup_disabled':
      return 'notInvited';
    case 'over_email_send_rate_limit':
      return 'tooSoon';
    case 'over_request_rate_limit':
      return 'tooMany';
    case 'otp_expired':
      return 'wrongCode';
    case 'validation_failed':
      return 'invalidEmail';
    default:
      return 'unavailable';
  }
}
