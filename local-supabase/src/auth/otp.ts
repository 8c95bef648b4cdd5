// E-mail one-time codes, as GoTrue's POST /otp (supabase.auth.signInWithOtp) and POST /verify
// (supabase.auth.verifyOtp), for the firm's clients only (app_metadata.role = 'client', invited with
// public.invite_client()). A 6-digit code and a link are mailed; the link carries its own random token,
// never derived from the code. Both are stored as hashes only (auth.email_codes), live 10 minutes
// (AUTH_OTP_EXPIRY) and work once; a code dies after 5 wrong tries, and every try, by code or by link,
// is counted per user before it is checked, so parallel guesses get no more tries than sequential ones.
// Who is a client is confidential: any other address (a stranger, staff) gets the same answer and an
// e-mail saying it has no access, in the same time; no code exists for it. One e-mail per address every
// 60 s (smtp_max_frequency), at most AUTH_RATE_LIMIT_EMAIL_SENT per client address an hour.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db.ts';
import { sql } from '../sql.ts';
import { AuthError, errors } from './errors.ts';
import { WindowCounter, type AuthGuard } from './rate-limit.ts';
import { sendNoAccessMail, sendOtpMail, type SmtpTarget } from './otp-mail.ts';
import { createSession, findUserByEmail, findUserById, type SessionRow, type UserRow } from './store.ts';

const envSeconds = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
/** Read per request, so a test can shorten them. The e-mails say "10 minutes", the default. */
const otpExpirySeconds = () => envSeconds('AUTH_OTP_EXPIRY', 600);
const maxFrequencySeconds = () => envSeconds('AUTH_OTP_MAX_FREQUENCY', 60);
const emailsPerAddressPerHour = () => envSeconds('AUTH_RATE_LIMIT_EMAIL_SENT', 30);
/** Wrong codes one e-mailed code takes before it is gone. */
export const MISSES_PER_CODE = 5;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const HOUR_MS = 3_600_000;

/** Per auth service: e-mails sent per client address (an hour's window) and when each address last got one. */
const mailCounters = new WeakMap<AuthGuard, { perAddress: WindowCounter; lastSent: Map<string, number> }>();
const mailsOf = (guard: AuthGuard) => {
  if (!mailCounters.has(guard)) mailCounters.set(guard, { perAddress: new WindowCounter(HOUR_MS), lastSent: new Map() });
  return mailCounters.get(guard)!;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isClient = (user: UserRow | undefined): user is UserRow =>
  !!user && user.raw_app_meta_data?.role === 'client' && !(user.banned_until && new Date(user.banned_until).getTime() > Date.now());

export interface OtpOptions {
  /** Where the e-mail goes; undefined when no SMTP server is configured. */
  smtp: () => SmtpTarget | undefined;
  /** The site's origin (config/deployment.mjs): sign-in links may lead there, besides this machine. */
  siteUrl?: string;
}

interface OtpRequest {
  db: Database;
  guard: AuthGuard;
  address: string;
  body: Record<string, unknown>;
  redirectTo: string | null;
  options: OtpOptions | undefined;
}

/** Links go only to the local site or the site's origin, like GoTrue's uri_allow_list. */
function allowedRedirect(value: string | null, siteUrl: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const site = siteUrl ? new URL(siteUrl).origin : undefined;
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
  const mails = mailsOf(guard);
  const waited = (Date.now() - (mails.lastSent.get(email) ?? 0)) / 1000;
  if (waited < maxFrequencySeconds()) {
    const remaining = Math.ceil(maxFrequencySeconds() - waited);
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${remaining} seconds.`);
  }
  if (mails.perAddress.hit(`otp:${request.address}`, emailsPerAddressPerHour())) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  const smtp = request.options?.smtp();
  if (!smtp) throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  const user = await findUserByEmail(request.db, email);
  const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  const asked = typeof data.language === 'string' ? data.language : 'es';
  try {
    if (!isClient(user)) {
      // Nobody becomes a client by asking, and staff never sign in with a code: no code exists,
      // and the answer is the one a client gets.
      await sendNoAccessMail(smtp, { to: email, language: asked });
    } else {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const linkToken = randomBytes(32).toString('base64url');
      const redirect = allowedRedirect(request.redirectTo, request.options?.siteUrl);
      if (redirect) {
        redirect.searchParams.set('token_hash', linkToken);
        redirect.searchParams.set('type', 'magiclink');
      }
      const language = typeof user.raw_user_meta_data?.language === 'string' ? user.raw_user_meta_data.language : asked;
      await sendOtpMail(smtp, { to: email, language, code, link: redirect?.toString() });
      // Stored once sent: a failed send leaves the previous code (if any).
      await request.db.query(
        sql`insert into auth.email_codes (user_id, code_hash, link_hash, sent_at, misses)
            values (${user.id}::uuid, ${codeHash(user.id, code)}, ${sha256(linkToken)}, now(), 0)
            on conflict (user_id) do update
              set code_hash = excluded.code_hash, link_hash = excluded.link_hash, sent_at = now(), misses = 0`,
      );
    }
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  }
  mails.lastSent.set(email, Date.now());
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

interface PendingCode {
  user_id: string;
  code_hash: string;
  misses: number;
  age: string;
}

export async function verifyOtp(request: VerifyRequest): Promise<unknown> {
  const { body, guard, db } = request;
  const type = typeof body.type === 'string' ? body.type : '';
  if (!type) throw errors.validation('Verify requires a verification type');
  if (!VERIFY_TYPES.includes(type)) throw errors.validation(`Unsupported verification type "${type}"`);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  const linkToken = typeof body.token_hash === 'string' ? body.token_hash.trim() : '';
  if (!linkToken && !(email && token)) throw errors.validation('Verify requires either a token or a token hash');
  if (guard.requests.hit(`verify:${request.address}`, guard.limits.verifyPerAddress)) throw errors.overRequestRateLimit();
  // Whose code this try is against, by either route: the link's row, or the address's user.
  const [linked] = linkToken ? await db.query<{ user_id: string }>(sql`select user_id from auth.email_codes where link_hash = ${sha256(linkToken)}`) : [];
  const userId = linkToken ? linked?.user_id : (await findUserByEmail(db, email))?.id;
  const failures = `otp-failures:${userId ?? (email || 'link')}`;
  // Counted before the check and given back on success (as passwords are, handler.ts).
  if (!guard.failures.reserve(failures, guard.limits.failedCodesPerUser)) throw errors.overRequestRateLimit();
  if (!userId) throw expired();
  const outcome = await db.tx(async (q) => {
    const [pending] = await q.query<PendingCode>(
      sql`select user_id, code_hash, misses, extract(epoch from now() - sent_at)::text as age
          from auth.email_codes where user_id = ${userId}::uuid for update`,
    );
    // A dead code's row stays until the next one: its link still names whose tries are counted.
    if (!pending || Number(pending.age) > otpExpirySeconds() || pending.misses >= MISSES_PER_CODE) return { error: expired() };
    if (!linkToken && !sameHash(pending.code_hash, codeHash(userId, token))) {
      await q.query(sql`update auth.email_codes set misses = misses + 1 where user_id = ${userId}::uuid`);
      return { error: expired() };
    }
    const user = await findUserById(q, userId);
    if (!isClient(user)) return { error: expired() };
    // Used once; the address is now confirmed (an invited client's first sign-in).
    await q.query(sql`delete from auth.email_codes where user_id = ${userId}::uuid`);
    await q.query(sql`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${userId}::uuid`);
    await q.query(
      sql`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
          where user_id = ${userId}::uuid and provider = 'email'`,
    );
    const { session, refreshToken } = await createSession(q, userId, 'otp', request.userAgent);
    const fresh = (await findUserById(q, userId))!;
    return { data: await request.respond(q, fresh, session, refreshToken) };
  });
  if ('error' in outcome) throw outcome.error;
  guard.failures.release(failures);
  return outcome.data;
}
