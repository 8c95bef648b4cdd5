// GoTrue-style errors. GoTrue answers in two shapes depending on the X-Supabase-Api-Version request
// header (auth-js sends 2024-01-01): {code: "<error_code>", message} for new clients, and the legacy
// {code: <status>, error_code, msg} otherwise. AuthError carries both pieces; the handler renders.
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION = '2024-01-01';

export function renderAuthError(error: AuthError, requestApiVersion: string | undefined) {
  const modern = !!requestApiVersion && requestApiVersion >= API_VERSION;
  const body = modern
    ? { code: error.errorCode, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
  const headers: Record<string, string> = modern ? { 'x-supabase-api-version': API_VERSION } : {};
  return { status: error.status, body, headers };
}

export const errors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail = 'invalid JWT: unable to parse or verify signature, token is expired or invalid') => new AuthError(403, 'bad_jwt', detail),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  weakPassword: (minimum: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  insufficientAal: (message: string) => new AuthError(403, 'insufficient_aal', message),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  factorNameConflict: (name: string) =>
    new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`),
  challengeNotFound: () => new AuthError(404, 'mfa_challenge_not_found', 'Challenge not found'),
  challengeExpired: (id: string) =>
    new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  unsupportedFactor: () => new AuthError(422, 'mfa_factor_not_supported', 'Only TOTP factors are supported by local-supabase'),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  reauthenticationNeeded: () => new AuthError(403, 'reauthentication_needed', 'Sign in with your password again to enrol a factor.'),
  overRequestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  notImplemented: (what: string) => new AuthError(404, 'not_found', `${what} is not available in local-supabase (see local-supabase/README.md)`),
};
