// Local-only credentials of the embedded backend. They are the Supabase CLI's well-known
// development values (public knowledge, never valid on a hosted project), so tools and docs that
// expect `supabase start` defaults work against local-supabase too.
import { createHmac } from 'node:crypto';

export const LOCAL_SUPABASE_PORT = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
export const LOCAL_SUPABASE_URL = process.env.LOCAL_SUPABASE_URL ?? `http://localhost:${LOCAL_SUPABASE_PORT}`;
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a long-lived HS256 API key for a Postgres role, as `supabase start` prints them. */
export function signApiKey(role) {
  const head = base64url({ alg: 'HS256', typ: 'JWT' });
  const body = base64url({ iss: 'supabase-demo', role, exp: 1983812996 });
  const signature = createHmac('sha256', LOCAL_JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export const LOCAL_ANON_KEY = signApiKey('anon');
export const LOCAL_SERVICE_ROLE_KEY = signApiKey('service_role');

export const LOCAL_ADMIN_EMAIL = process.env.LOCAL_ADMIN_EMAIL ?? 'admin@example.com';
export const LOCAL_ADMIN_PASSWORD = process.env.LOCAL_ADMIN_PASSWORD ?? 'admin-password-local';

/** Shared by the outbox webhook (Vault secret outbox_webhook_secret) and the deliver-outbox function. */
export const LOCAL_OUTBOX_WEBHOOK_SECRET = 'local-outbox-webhook-secret';
