// /auth/v1: the subset of GoTrue the site uses (password sign-in, refresh-token rotation, user,
// logout, TOTP MFA), with GoTrue's JSON shapes and error codes so supabase-js works unchanged.
// Sign-up is disabled: the firm's staff are created with `admin:create`, clients are invited by the firm
// and sign in with e-mail codes (otp.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as OTPAuth from 'otpauth';
import type { Database, Queryable } from '../db.ts';
import { bearerToken, HttpError, readJson, sendJson } from '../http-util.ts';
import { signJwt, verifyJwt, type Claims } from '../jwt.ts';
import { sql } from '../sql.ts';
import { AuthError, errors, renderAuthError } from './errors.ts';
import type { FactorSecrets } from './factor-secrets.ts';
import { runAccessTokenHook } from './hooks.ts';
import { requestOtp, verifyOtp, type OtpOptions } from './otp.ts';
import { addressKey, type AuthGuard } from './rate-limit.ts';
import {
  amrOf,
  checkPassword,
  createSession,
  factorsOf,
  findSession,
  findUserByEmail,
  findUserById,
  hashPassword,
  identitiesOf,
  issueRefreshToken,
  type FactorRow,
  type SessionRow,
  type UserRow,
  upsertUser,
} from './store.ts';
import { totpQrSvg } from './qr.ts';

// Seconds; GoTrue's default jwt_expiry (GOTRUE_JWT_EXP), overridable like a hosted project's setting.
const ACCESS_TOKEN_TTL = Number(process.env.AUTH_JWT_EXPIRY) > 0 ? Number(process.env.AUTH_JWT_EXPIRY) : 3600;
/** How recent the password sign-in must be to enrol a factor (seconds; read per request). */
const recentPasswordSeconds = () => (Number(process.env.AUTH_REAUTHENTICATION_SECONDS) > 0 ? Number(process.env.AUTH_REAUTHENTICATION_SECONDS) : 300);
/** How long an enrolled factor may stay unverified before it is dropped (seconds; read per request). */
const unverifiedFactorSeconds = () => (Number(process.env.AUTH_UNVERIFIED_FACTOR_SECONDS) > 0 ? Number(process.env.AUTH_UNVERIFIED_FACTOR_SECONDS) : 600);
/** One TOTP time step (RFC 6238 default). */
const TOTP_STEP_SECONDS = 30;
const MIN_PASSWORD_LENGTH = 6; // Supabase CLI default
const CHALLENGE_TTL = 300; // seconds
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (value: Date | string | null | undefined) => (value ? (value instanceof Date ? value : new Date(value)).toISOString() : undefined);

function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
  };
}

/** A user as GoTrue serialises it. */
async function userJson(q: Queryable, user: UserRow) {
  const identities = await identitiesOf(q, user.id);
  const factors = await factorsOf(q, user.id);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous ?? false,
  };
}

interface Context {
  db: Database;
  /** Seals and opens TOTP secrets (factor-secrets.ts). */
  secrets: FactorSecrets;
  issuer: string;
  req: IncomingMessage;
  guard: AuthGuard;
  /** The client's address as this server sees it (local-supabase has no proxy in front). */
  address: string;
}

/** 429 when the client address made more than `limit` requests of this kind in the window. */
function limitAddress(ctx: Context, kind: string, limit: number) {
  if (ctx.guard.requests.hit(`${kind}:${ctx.address}`, limit)) throw errors.overRequestRateLimit();
}

/**
 * Access token + refresh token + user, the body of every successful token grant. `method` is what
 * hosted Auth tells the access token hook (hooks.ts): password, otp, token_refresh, mfa/totp.
 */
async function sessionResponse(ctx: Context, q: Queryable, user: UserRow, session: SessionRow, refreshToken: string, method: string) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_TTL;
  const claims = await runAccessTokenHook(
    q,
    user.id,
    {
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      iss: ctx.issuer,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: session.aal,
      amr: await amrOf(q, session.id),
      session_id: session.id,
      is_anonymous: user.is_anonymous ?? false,
    } satisfies Claims,
    method,
  );
  return {
    access_token: await signJwt(claims),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

interface Authenticated {
  claims: Claims;
  user: UserRow;
  session: SessionRow;
}

/** Resolves the Bearer token to a live session and user, as GoTrue's requireAuthentication does. */
async function authenticate(ctx: Context): Promise<Authenticated> {
  const token = bearerToken(ctx.req);
  if (!token) throw errors.noAuthorization();
  const claims = await verifyJwt(token);
  if (!claims) throw errors.badJwt();
  if (!claims.sub) throw errors.badJwt('invalid claim: missing sub claim');
  if (!UUID.test(claims.sub)) throw errors.badJwt('invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw errors.userNotFound();
  if (!claims.session_id || !UUID.test(claims.session_id)) throw errors.sessionNotFound();
  const session = await findSession(ctx.db, claims.session_id);
  if (!session || session.user_id !== user.id) throw errors.sessionNotFound();
  return { claims, user, session };
}

let dummyHash: Promise<string> | undefined;

function isBanned(user: UserRow) {
  return !!user.banned_until && new Date(user.banned_until).getTime() > Date.now();
}

async function passwordGrant(ctx: Context) {
  const body = await readJson(ctx.req);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email && !body.phone) throw errors.validation('missing email or phone');
  if (!email) throw errors.invalidCredentials(); // phone sign-in is not offered
  limitAddress(ctx, 'sign-in', ctx.guard.limits.signInPerAddress);
  const account = `sign-in-failures:${email.toLowerCase()}`;
  // Counted as a failure before the (slow) check and given back if it succeeds: parallel guesses
  // see each other's attempts, so a burst gets no more tries than the same guesses one by one.
  if (!ctx.guard.failures.reserve(account, ctx.guard.limits.failedSignInsPerAccount)) throw errors.overRequestRateLimit();
  const user = await findUserByEmail(ctx.db, email);
  // Compare against a dummy hash when the user is unknown, so timing does not reveal accounts.
  dummyHash ??= hashPassword('local-supabase-dummy-password');
  const ok = await checkPassword(password, user?.encrypted_password || (await dummyHash));
  if (!user || !ok) throw errors.invalidCredentials();
  ctx.guard.failures.release(account);
  if (isBanned(user)) throw errors.userBanned();
  return ctx.db.tx(async (q) => {
    const { session, refreshToken } = await createSession(q, user.id, 'password', ctx.req.headers['user-agent']);
    const fresh = (await findUserById(q, user.id))!;
    return { ...(await sessionResponse(ctx, q, fresh, session, refreshToken, 'password')), weak_password: null };
  });
}

async function refreshGrant(ctx: Context) {
  const body = await readJson(ctx.req);
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) throw errors.validation('refresh_token required');
  limitAddress(ctx, 'refresh', ctx.guard.limits.refreshPerAddress);
  // Returns either a session or an error to raise *after* commit: reuse detection must persist.
  const outcome = await ctx.db.tx(async (q) => {
    const [row] = await q.query<{ id: string; user_id: string; revoked: boolean; session_id: string }>(
      sql`select id, user_id, revoked, session_id from auth.refresh_tokens where token = ${token} for update`,
    );
    if (!row || !row.session_id) return { error: errors.refreshTokenNotFound() };
    const session = await findSession(q, row.session_id);
    if (!session) return { error: errors.refreshTokenNotFound() };
    if (row.revoked) {
      // A rotated token came back: someone holds a copy. End the whole session, like GoTrue's
      // reuse detection (local-supabase has no reuse interval).
      await q.query(sql`delete from auth.sessions where id = ${session.id}::uuid`);
      return { error: errors.refreshTokenAlreadyUsed() };
    }
    if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
      return { error: errors.sessionExpired() };
    }
    const user = await findUserById(q, session.user_id);
    if (!user) return { error: errors.refreshTokenNotFound() };
    if (isBanned(user)) return { error: errors.userBanned() };
    await q.query(sql`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`);
    await q.query(sql`update auth.sessions set refreshed_at = now(), updated_at = now() where id = ${session.id}::uuid`);
    const next = await issueRefreshToken(q, user.id, session.id, token);
    return { data: await sessionResponse(ctx, q, user, session, next, 'token_refresh') };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

async function updateUser(ctx: Context) {
  const auth = await authenticate(ctx);
  const body = await readJson(ctx.req);
  const factors = await factorsOf(ctx.db, auth.user.id);
  const needsAal2 = factors.some((factor) => factor.status === 'verified') && auth.session.aal !== 'aal2';
  let hash: string | undefined;
  if (body.password !== undefined) {
    if (needsAal2) throw errors.insufficientAal('AAL2 session is required to update password when MFA is enabled.');
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
      throw errors.weakPassword(MIN_PASSWORD_LENGTH);
    }
    if (auth.user.encrypted_password && (await checkPassword(body.password, auth.user.encrypted_password))) {
      throw errors.samePassword();
    }
    hash = await hashPassword(body.password);
  }
  let email: string | undefined;
  if (body.email !== undefined) {
    if (needsAal2) throw errors.insufficientAal('AAL2 session is required to update email when MFA is enabled.');
    if (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) {
      throw errors.validation('Unable to validate email address: invalid format');
    }
    email = body.email.trim().toLowerCase();
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== auth.user.id) throw errors.emailExists();
  }
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : undefined;
  return ctx.db.tx(async (q) => {
    // No mailer locally: an e-mail change applies at once instead of waiting for confirmation.
    const [user] = await q.query<UserRow>(
      sql`update auth.users
          set encrypted_password = coalesce(${hash ?? null}, encrypted_password),
              email = coalesce(${email ?? null}, email),
              raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${data ?? {}}::jsonb,
              updated_at = now()
          where id = ${auth.user.id}::uuid
          returning *`,
    );
    // A new password ends every other session: whoever knew the old one is signed out.
    if (hash) {
      await q.query(sql`delete from auth.sessions where user_id = ${user.id}::uuid and id <> ${auth.session.id}::uuid`);
    }
    if (email) {
      await q.query(
        sql`update auth.identities set identity_data = identity_data || ${{ email }}::jsonb, updated_at = now()
            where user_id = ${user.id}::uuid and provider = 'email'`,
      );
    }
    return userJson(q, user);
  });
}

async function logout(ctx: Context, url: URL) {
  const auth = await authenticate(ctx);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') {
    await ctx.db.query(sql`delete from auth.sessions where id = ${auth.session.id}::uuid`);
  } else if (scope === 'others') {
    await ctx.db.query(sql`delete from auth.sessions where user_id = ${auth.user.id}::uuid and id <> ${auth.session.id}::uuid`);
  } else if (scope === 'global') {
    await ctx.db.query(sql`delete from auth.sessions where user_id = ${auth.user.id}::uuid`);
  } else {
    throw errors.validation(`Unsupported logout scope "${scope}"`);
  }
}

/** Forgets the user's factors left unverified too long: an old secret never becomes a way in. */
async function dropStaleFactors(ctx: Context, userId: string) {
  await ctx.db.query(
    sql`delete from auth.mfa_factors where user_id = ${userId}::uuid and status = 'unverified'
        and created_at < now() - make_interval(secs => ${unverifiedFactorSeconds()})`,
  );
}

async function enrollFactor(ctx: Context) {
  const auth = await authenticate(ctx);
  const body = await readJson(ctx.req);
  if ((body.factor_type ?? 'totp') !== 'totp') throw errors.unsupportedFactor();
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
  const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(ctx.issuer).host;
  await dropStaleFactors(ctx, auth.user.id);
  const factors = await factorsOf(ctx.db, auth.user.id);
  if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw errors.factorNameConflict(friendlyName);
  }
  // An AAL1 session may enrol its first factor; adding more once one is verified needs AAL2.
  if (factors.some((factor) => factor.status === 'verified') && auth.session.aal !== 'aal2') {
    throw errors.insufficientAal('AAL2 required to enroll a new factor');
  }
  // The first factor decides who owns the account from now on: only right after the password was
  // entered (a fresh sign-in), never from an old or stolen session. Later factors need aal2 (above).
  if (!factors.some((factor) => factor.status === 'verified')) {
    // Staff: from a password session only (a client's way in is an e-mail code, and they may add one).
    const methods = (await amrOf(ctx.db, auth.session.id)).map((claim) => claim.method);
    if (auth.user.raw_app_meta_data?.role !== 'client' && !methods.includes('password')) throw errors.reauthenticationNeeded();
    const [{ age }] = await ctx.db.query<{ age: string }>(
      sql`select extract(epoch from now() - created_at)::text as age from auth.sessions where id = ${auth.session.id}::uuid`,
    );
    if (Number(age) > recentPasswordSeconds()) throw errors.reauthenticationNeeded();
  }
  const secret = new OTPAuth.Secret({ size: 20 });
  const totp = new OTPAuth.TOTP({ issuer, label: auth.user.email ?? auth.user.id, secret });
  const uri = totp.toString();
  const [factor] = await ctx.db.query<FactorRow>(
    sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
        values (gen_random_uuid(), ${auth.user.id}::uuid, ${friendlyName}, 'totp', 'unverified', now(), now(), ${ctx.secrets.seal(secret.base32)})
        returning *`,
  );
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    // Raw SVG like GoTrue; auth-js prefixes it with "data:image/svg+xml;utf-8,".
    totp: { qr_code: totpQrSvg(uri), secret: secret.base32, uri },
  };
}

async function ownFactor(ctx: Context, auth: Authenticated, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw errors.factorNotFound();
  await dropStaleFactors(ctx, auth.user.id);
  const [factor] = await ctx.db.query<FactorRow>(sql`select * from auth.mfa_factors where id = ${factorId}::uuid and user_id = ${auth.user.id}::uuid`);
  if (!factor) throw errors.factorNotFound();
  return factor;
}

async function challengeFactor(ctx: Context, factorId: string) {
  const auth = await authenticate(ctx);
  await readJson(ctx.req);
  const factor = await ownFactor(ctx, auth, factorId);
  const [challenge] = await ctx.db.query<{ id: string; expires_at: string }>(
    sql`insert into auth.mfa_challenges (id, factor_id, created_at)
        values (gen_random_uuid(), ${factor.id}::uuid, now())
        returning id, (extract(epoch from created_at)::bigint + ${CHALLENGE_TTL})::text as expires_at`,
  );
  return { id: challenge.id, type: factor.factor_type, expires_at: Number(challenge.expires_at) };
}

async function verifyFactor(ctx: Context, factorId: string) {
  const auth = await authenticate(ctx);
  const body = await readJson(ctx.req);
  const factor = await ownFactor(ctx, auth, factorId);
  // A second factor is a way in: verifying one needs the aal2 of the verified factor, as enrolling it
  // does (an aal1 session must not finish an enrolment someone else started).
  if (factor.status !== 'verified' && auth.session.aal !== 'aal2' && (await factorsOf(ctx.db, auth.user.id)).some((other) => other.status === 'verified')) {
    throw errors.insufficientAal('AAL2 required to verify a new factor');
  }
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!UUID.test(challengeId)) throw errors.challengeNotFound();
  limitAddress(ctx, 'verify', ctx.guard.limits.verifyPerAddress);
  const userFailures = `code-failures:${auth.user.id}`;
  // Counted before the check, given back on success (as for passwords above).
  if (!ctx.guard.failures.reserve(userFailures, ctx.guard.limits.failedCodesPerUser)) throw errors.overRequestRateLimit();
  const outcome = await ctx.db
    .tx(async (q) => {
      const [challenge] = await q.query<{ id: string; verified_at: Date | null; age: string }>(
        sql`select id, verified_at, extract(epoch from now() - created_at)::text as age
          from auth.mfa_challenges where id = ${challengeId}::uuid and factor_id = ${factor.id}::uuid for update`,
      );
      if (!challenge) return { error: errors.challengeNotFound(), counted: false };
      const attempts = ctx.guard.challengeAttempts.get(challengeId) ?? 0;
      if (challenge.verified_at || Number(challenge.age) > CHALLENGE_TTL || attempts >= ctx.guard.limits.attemptsPerChallenge) {
        return { error: errors.challengeExpired(challengeId), counted: false };
      }
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(ctx.secrets.open(factor.secret) ?? ''), period: TOTP_STEP_SECONDS });
      const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, window: 1 }) : null;
      const step = Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS) + (delta ?? 0);
      // A code is good once: replaying it (even on a new challenge) fails like a wrong code.
      if (delta === null || step <= (ctx.guard.lastStep.get(factor.id) ?? -1)) {
        ctx.guard.challengeAttempts.set(challengeId, attempts + 1);
        return { error: errors.verificationFailed(), counted: true };
      }
      ctx.guard.lastStep.set(factor.id, step);
      ctx.guard.challengeAttempts.delete(challengeId);
      // Challenges are single use; the session moves to AAL2 and gets fresh tokens.
      await q.query(sql`update auth.mfa_challenges set verified_at = now() where id = ${challengeId}::uuid`);
      await q.query(
        sql`update auth.mfa_factors set status = 'verified', updated_at = now(), last_challenged_at = clock_timestamp()
          where id = ${factor.id}::uuid`,
      );
      const [session] = await q.query<SessionRow>(
        sql`update auth.sessions set aal = 'aal2', factor_id = ${factor.id}::uuid, updated_at = now()
          where id = ${auth.session.id}::uuid
          returning id, user_id, aal::text as aal, factor_id, not_after`,
      );
      await q.query(
        sql`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
          values (${session.id}::uuid, now(), now(), 'totp', gen_random_uuid())
          on conflict (session_id, authentication_method) do update set updated_at = now(), created_at = now()`,
      );
      await q.query(
        sql`update auth.refresh_tokens set revoked = true, updated_at = now()
          where session_id = ${session.id}::uuid and not revoked`,
      );
      const refreshToken = await issueRefreshToken(q, auth.user.id, session.id, null);
      const user = (await findUserById(q, auth.user.id))!;
      return { data: await sessionResponse(ctx, q, user, session, refreshToken, 'mfa/totp') };
    })
    .catch((error: unknown) => {
      ctx.guard.failures.release(userFailures);
      throw error;
    });
  if (!('error' in outcome && outcome.counted)) ctx.guard.failures.release(userFailures);
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

async function unenrollFactor(ctx: Context, factorId: string) {
  const auth = await authenticate(ctx);
  const factor = await ownFactor(ctx, auth, factorId);
  if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
    throw errors.insufficientAal('AAL2 required to unenroll verified factor');
  }
  await ctx.db.tx(async (q) => {
    await q.query(sql`delete from auth.mfa_factors where id = ${factor.id}::uuid`);
    // Sessions that were raised with this factor go back to AAL1 (GoTrue does the same).
    await q.query(
      sql`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
          where user_id = ${auth.user.id}::uuid and factor_id = ${factor.id}::uuid`,
    );
  });
  return { id: factor.id };
}

/** POST /admin/users (supabase.auth.admin.createUser): service_role only, like GoTrue's admin API. */
async function adminCreateUser(ctx: Context) {
  const token = bearerToken(ctx.req);
  const claims = token ? await verifyJwt(token) : undefined;
  if (!claims || claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
  const body = await readJson(ctx.req);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw errors.validation('Unable to validate email address: invalid format');
  if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
    throw errors.weakPassword(MIN_PASSWORD_LENGTH);
  }
  if (await findUserByEmail(ctx.db, email)) throw errors.emailExists();
  const { user } = await upsertUser(ctx.db, {
    email,
    password: body.password,
    appMetadata: body.app_metadata && typeof body.app_metadata === 'object' ? body.app_metadata : {},
    userMetadata: body.user_metadata && typeof body.user_metadata === 'object' ? body.user_metadata : {},
  });
  return userJson(ctx.db, user);
}

const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    email: true,
    facebook: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    linkedin_oidc: false,
    notion: false,
    phone: false,
    slack_oidc: false,
    spotify: false,
    twitch: false,
    twitter: false,
    workos: false,
    zoom: false,
  },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

/** Handles a request whose path is below /auth/v1 (`path` is the part after it). */
export async function handleAuth(
  services: { db: Database; guard: AuthGuard; secrets: FactorSecrets; otp?: OtpOptions },
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  const { db, guard, secrets, otp } = services;
  const host = req.headers.host ?? 'localhost';
  const ctx: Context = { db, req, guard, secrets, address: addressKey(req.socket.remoteAddress ?? 'unknown'), issuer: `http://${host}/auth/v1` };
  const method = req.method ?? 'GET';
  const apiVersion = req.headers['x-supabase-api-version'] as string | undefined;
  const reply = (status: number, body: unknown) => sendJson(res, status, body, apiVersion ? { 'x-supabase-api-version': '2024-01-01' } : {});
  try {
    const factorMatch = /^\/factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path);
    if (method === 'GET' && path === '/health') {
      return reply(200, { version: 'local-supabase', name: 'GoTrue', description: 'GoTrue-compatible local auth' });
    }
    if (method === 'GET' && path === '/settings') return reply(200, SETTINGS);
    if (method === 'GET' && path === '/.well-known/jwks.json') {
      // HS256 secrets are never published; GoTrue answers with an empty key set too.
      return reply(200, { keys: [] });
    }
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return reply(200, await passwordGrant(ctx));
      if (grant === 'refresh_token') return reply(200, await refreshGrant(ctx));
      throw errors.unsupportedGrant();
    }
    if (method === 'GET' && path === '/user') {
      const auth = await authenticate(ctx);
      return reply(200, await userJson(db, auth.user));
    }
    if (method === 'PUT' && path === '/user') return reply(200, await updateUser(ctx));
    if (method === 'POST' && path === '/logout') {
      await logout(ctx, url);
      res.writeHead(204, apiVersion ? { 'x-supabase-api-version': '2024-01-01' } : undefined);
      return res.end();
    }
    if (method === 'POST' && path === '/signup') throw errors.signupDisabled();
    if (method === 'POST' && path === '/admin/users') return reply(200, await adminCreateUser(ctx));
    if (method === 'POST' && path === '/factors') return reply(200, await enrollFactor(ctx));
    if (factorMatch && method === 'POST' && factorMatch[2] === 'challenge') {
      return reply(200, await challengeFactor(ctx, factorMatch[1]));
    }
    if (factorMatch && method === 'POST' && factorMatch[2] === 'verify') {
      return reply(200, await verifyFactor(ctx, factorMatch[1]));
    }
    if (factorMatch && method === 'DELETE' && !factorMatch[2]) {
      return reply(200, await unenrollFactor(ctx, factorMatch[1]));
    }
    if (method === 'POST' && path === '/otp') {
      const body = await readJson(req);
      return reply(200, await requestOtp({ db, guard, address: ctx.address, body, redirectTo: url.searchParams.get('redirect_to'), options: otp }));
    }
    if (method === 'POST' && path === '/verify') {
      const body = await readJson(req);
      const respond = (q: Queryable, user: UserRow, session: SessionRow, refreshToken: string) => sessionResponse(ctx, q, user, session, refreshToken, 'otp');
      return reply(200, await verifyOtp({ db, guard, address: ctx.address, body, userAgent: req.headers['user-agent'], respond }));
    }
    if (['/recover', '/resend', '/magiclink', '/sso', '/authorize', '/reauthenticate'].includes(path)) {
      throw errors.notImplemented(`${method} /auth/v1${path}`);
    }
    throw errors.notFound();
  } catch (error) {
    if (error instanceof AuthError) {
      const rendered = renderAuthError(error, apiVersion);
      return sendJson(res, rendered.status, rendered.body, rendered.headers);
    }
    if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
    throw error;
  }
}
