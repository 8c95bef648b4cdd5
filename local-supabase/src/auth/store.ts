// auth schema access: users, identities, sessions, refresh tokens, MFA factors and challenges.
// Column names follow GoTrue's tables so a dump is recognisable to anyone who knows Supabase.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database, Queryable } from '../db.ts';
import { sql } from '../sql.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  factor_id: string | null;
  not_after: Date | null;
}

const BCRYPT_COST = 10; // GoTrue's default cost

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

/** Opaque refresh token; GoTrue's are short random strings too. */
export const newRefreshToken = () => randomBytes(16).toString('base64url');

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(sql`select * from auth.users where lower(email) = lower(${email}) and deleted_at is null limit 1`);
  return user;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(sql`select * from auth.users where id = ${id}::uuid and deleted_at is null`);
  return user;
}

export async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  return q.query<IdentityRow>(sql`select * from auth.identities where user_id = ${userId}::uuid order by created_at`);
}

export async function factorsOf(q: Queryable, userId: string): Promise<FactorRow[]> {
  return q.query<FactorRow>(sql`select * from auth.mfa_factors where user_id = ${userId}::uuid order by created_at`);
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  const [session] = await q.query<SessionRow>(sql`select id, user_id, aal::text as aal, factor_id, not_after from auth.sessions where id = ${id}::uuid`);
  return session;
}

/** Authentication methods of a session, oldest first, as GoTrue puts them in the `amr` claim. */
export async function amrOf(q: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const rows = await q.query<{ method: string; ts: string }>(
    sql`select authentication_method as method, extract(epoch from created_at)::bigint::text as ts
        from auth.mfa_amr_claims where session_id = ${sessionId}::uuid order by created_at desc`,
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.ts) }));
}

export async function createSession(
  q: Queryable,
  userId: string,
  method: string,
  userAgent: string | undefined,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const [session] = await q.query<SessionRow>(
    sql`insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
        values (gen_random_uuid(), ${userId}::uuid, now(), now(), 'aal1', ${userAgent ?? null})
        returning id, user_id, aal::text as aal, factor_id, not_after`,
  );
  await q.query(
    sql`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
        values (${session.id}::uuid, now(), now(), ${method}, gen_random_uuid())`,
  );
  const refreshToken = await issueRefreshToken(q, userId, session.id, null);
  await q.query(sql`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${userId}::uuid`);
  await q.query(sql`update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = ${userId}::uuid and provider = 'email'`);
  return { session, refreshToken };
}

export async function issueRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    sql`insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
        values (${token}, ${userId}, false, now(), now(), ${parent}, ${sessionId}::uuid)`,
  );
  return token;
}

export interface CreateUserInput {
  email: string;
  password: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

/** Creates a confirmed e-mail user, or updates the password and merges app_metadata of an existing one. */
export async function upsertUser(db: Database, input: CreateUserInput): Promise<{ user: UserRow; created: boolean }> {
  const hash = await hashPassword(input.password);
  return db.tx(async (q) => {
    const existing = await findUserByEmail(q, input.email);
    if (existing) {
      const [user] = await q.query<UserRow>(
        sql`update auth.users
            set encrypted_password = ${hash},
                raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || ${input.appMetadata ?? {}}::jsonb,
                raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${input.userMetadata ?? {}}::jsonb,
                banned_until = null,
                updated_at = now()
            where id = ${existing.id}::uuid
            returning *`,
      );
      return { user, created: false };
    }
    const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
    const [user] = await q.query<UserRow>(
      sql`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
          values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
                  ${input.email.toLowerCase()}, ${hash}, now(), ${appMetadata}::jsonb,
                  ${input.userMetadata ?? {}}::jsonb, false, now(), now())
          returning *`,
    );
    await q.query(
      sql`insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
          values (${user.id}, ${user.id}::uuid,
                  ${{ sub: user.id, email: user.email, email_verified: true, phone_verified: false }}::jsonb,
                  'email', now(), now())`,
    );
    return { user, created: true };
  });
}
