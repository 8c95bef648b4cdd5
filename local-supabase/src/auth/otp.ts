// E-mail one-time codes, as GoTrue's POST /otp (supabase.auth.signInWithOtp) and POST /verify
// (supabase.auth.verifyOtp): a 6-digit code (and a link carrying its hash) mailed to an existing user,
// valid one hour (mailer_otp_exp), one e-mail per address every 60 s (smtp_max_frequency), at most
// AUTH_RATE_LIMIT_EMAIL_SENT e-mails per client address an hour; the code is stored as GoTrue stores
// it (sha224 of e-mail + code, in recovery_token) and works once. Users are never created here:
// the firm invites clients (public.invite_client()); an unknown address gets `otp_disabled`, as GoTrue
// answers `create_user: false`.
import { createHash, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db.ts';
import { sql } from '../sql.ts';
import { AuthError, errors } from './errors.ts';
import { WindowCounter, type AuthGuard } from './rate-limit.ts';
import { sendOtpMail, type SmtpTarget } from './otp-mail.ts';
import { createSession, findUserByEmail, type SessionRow, type UserRow } from './store.ts';

const envSeconds = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
/** Read per request, so a test can shorten them. */
const otpExpirySeconds = () => envSeconds('AUTH_OTP_EXPIRY', 3600);
const maxFrequencySeconds = () => envSeconds('AUTH_OTP_MAX_FREQUENCY', 60);
const emailsPerAddressPerHour = () => envSeconds('AUTH_RATE_LIMIT_EMAIL_SENT', 30);
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const HOUR_MS = 3_600_000;

/** E-mails sent per client address, per auth service (an hour-long window; the guard's are 5 minutes). */
const mailCounters = new WeakMap<AuthGuard, WindowCounter>();
const mailsOf = (guard: AuthGuard) => {
  if (!mailCounters.has(guard)) mailCounters.set(guard, new WindowCounter(HOUR_MS));
  return mailCounters.get(guard)!;
};

/** GoTrue's crypto.GenerateTokenHash. */
const tokenHash = (email: string, code: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + code)
    .digest('hex');

export interface OtpOptions {
  /** Where the e-mail goes; undefined when no SMTP server is configured. */
  smtp: () => SmtpTarget | undefined;
}

interface OtpRequest {
  db: Database;
  guard: AuthGuard;
  address: string;
  body: Record<string, unknown>;
  redirectTo: string | null;
  options: OtpOptions | undefined;
}

/** Links go only to the local site or SITE_URL, like GoTrue's uri_allow_list. */
function allowedRedirect(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const site = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : undefined;
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol);
    return local || url.origin === site ? url : undefined;
  } catch {
    return undefined;
  }
}

export async function requestOtp(request: OtpRequest): Promise<Record<string, never>> {
  const { body, guard } = request;
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) throw errors.validation('An email address is required');
  if (!EMAIL.test(email)) throw errors.validation('Unable to validate email address: invalid format');
  const user = await findUserByEmail(request.db, email);
  if (!user) {
    // Sign-up is the firm's invitation, never this endpoint.
    if (body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    throw errors.signupDisabled();
  }
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) throw errors.userBanned();
  const [{ waited }] = await request.db.query<{ waited: string | null }>(
    sql`select extract(epoch from now() - recovery_sent_at)::text as waited from auth.users where id = ${user.id}::uuid`,
  );
  if (waited !== null && Number(waited) < maxFrequencySeconds()) {
    const remaining = Math.ceil(maxFrequencySeconds() - Number(waited));
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${remaining} seconds.`);
  }
  if (mailsOf(guard).hit(`otp:${request.address}`, emailsPerAddressPerHour())) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  const smtp = request.options?.smtp();
  if (!smtp) throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(email, code);
  const redirect = allowedRedirect(request.redirectTo);
  if (redirect) {
    redirect.searchParams.set('token_hash', hash);
    redirect.searchParams.set('type', 'magiclink');
  }
  const language = typeof user.raw_user_meta_data?.language === 'string' ? user.raw_user_meta_data.language : 'es';
  try {
    await sendOtpMail(smtp, { to: email, language, code, link: redirect?.toString() });
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  }
  // Stored once sent: a failed send leaves the previous code (if any) and no waiting time.
  await request.db.query(sql`update auth.users set recovery_token = ${hash}, recovery_sent_at = now() where id = ${user.id}::uuid`);
  return {};
}

interface VerifyRequest {
  db: Database;
  guard: AuthGuard;
  address: string;
  body: Record<string, unknown>;
  userAgent: string | undefined;
  /** Signs the session's tokens (the handler's sessionResponse). */
  respond: (q: Queryable, user: UserRow, session: SessionRow, refreshToken: string) => Promise<unknown>;
}

const VERIFY_TYPES = ['email', 'magiclink', 'signup', 'invite'];
const expired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export async function verifyOtp(request: VerifyRequest): Promise<unknown> {
  const { body, guard } = request;
  const type = typeof body.type === 'string' ? body.type : '';
  if (!type) throw errors.validation('Verify requires a verification type');
  if (!VERIFY_TYPES.includes(type)) throw errors.validation(`Unsupported verification type "${type}"`);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  const givenHash = typeof body.token_hash === 'string' ? body.token_hash.trim() : '';
  if (!givenHash && !(email && token)) throw errors.validation('Verify requires either a token or a token hash');
  if (guard.requests.hit(`verify:${request.address}`, guard.limits.verifyPerAddress)) throw errors.overRequestRateLimit();
  const failures = `otp-failures:${email || givenHash}`;
  if (guard.failures.count(failures) >= guard.limits.failedCodesPerUser) throw errors.overRequestRateLimit();
  const hash = givenHash || tokenHash(email, token);
  const outcome = await request.db.tx(async (q) => {
    const [user] = await q.query<UserRow & { age: string | null }>(
      sql`select *, extract(epoch from now() - recovery_sent_at)::text as age from auth.users
          where recovery_token = ${hash} and recovery_token <> '' and deleted_at is null
            and (${email} = '' or lower(email) = ${email})
          for update`,
    );
    if (!user || user.age === null || Number(user.age) > otpExpirySeconds()) return { error: expired() };
    // Used once; the address is now confirmed (an invited client's first sign-in).
    await q.query(
      sql`update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where id = ${user.id}::uuid`,
    );
    await q.query(
      sql`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
          where user_id = ${user.id}::uuid and provider = 'email'`,
    );
    const { session, refreshToken } = await createSession(q, user.id, 'otp', request.userAgent);
    const [fresh] = await q.query<UserRow>(sql`select * from auth.users where id = ${user.id}::uuid`);
    return { data: await request.respond(q, fresh, session, refreshToken) };
  });
  if ('error' in outcome) {
    guard.failures.add(failures);
    throw outcome.error;
  }
  return outcome.data;
}
